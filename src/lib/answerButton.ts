/**
 * Text of the answer button of an exam or work entry, from its answer status (seed 000 §3
 * "answer-button text: 0 'continue answering', 1 or 2 'answer again', otherwise 'first
 * answer'"; ledger CORE-HELPER-25). Ledger A-16: this status is its own field, not the learning
 * progress status (where 0 means not started), so the mapping is kept literally.
 */

/** Catalogue keys of the three texts (继续作答 / 重新作答 / 开始作答). */
export const ANSWER_BUTTON_MESSAGES = {
  continue: 'msg:answer.button.continue',
  again: 'msg:answer.button.again',
  first: 'msg:answer.button.first',
} as const;

/** The catalogue key of the button text for `status`; anything but 0, 1, 2 is a first answer. */
export function answerButtonMessage(status: unknown): string {
  if (status === 0) return ANSWER_BUTTON_MESSAGES.continue;
  if (status === 1 || status === 2) return ANSWER_BUTTON_MESSAGES.again;
  return ANSWER_BUTTON_MESSAGES.first;
}
