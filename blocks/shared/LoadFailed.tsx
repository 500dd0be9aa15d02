/**
 * What a block shows when its data did not load: the sentence and a button to ask again. The
 * block names its own classes (its look) and words; the markup and the alert role are one.
 */
export function LoadFailed(props: {
  message: string;
  retryLabel: string;
  retry: () => void;
  className: string;
  buttonClassName: string;
}) {
  return (
    <div className={props.className} role="alert">
      <p>{props.message}</p>
      <button type="button" className={props.buttonClassName} onClick={props.retry}>
        {props.retryLabel}
      </button>
    </div>
  );
}
