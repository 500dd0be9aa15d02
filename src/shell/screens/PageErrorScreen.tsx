/**
 * The generic error screen as a page or block shows it when its data cannot be loaded (seed
 * 000 §2 Shared screens, §8; ledger CORE-SHARED-04): 'server is having a hiccup, please retry
 * later' from the catalogue with a back-to-home link to this site's home. Blocks render
 * `<PageErrorScreen />` in their error state instead of writing the text themselves.
 */
import { useRuntime } from '../../runtime/RuntimeContext';
import { useSafeHref } from '../../runtime/hooks';
import { siteHref } from '../../runtime/links/siteHref';
import { ErrorScreen } from '../../runtime/screens/screens';

export function PageErrorScreen() {
  const { t, sitePrefix } = useRuntime();
  const safeHref = useSafeHref();
  return (
    <ErrorScreen
      message={t('msg:shell.error')}
      homeLabel={t('msg:shell.backHome')}
      homeHref={safeHref(siteHref(sitePrefix, '')) ?? '/'}
    />
  );
}
