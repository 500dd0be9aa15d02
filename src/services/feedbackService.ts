/**
 * Product feedback (seed 000 §2 /productFeedback): the form of the float bar's feedback dialog,
 * posted to service `feedback`. Signed-in visitors send their token (the feedback then carries
 * their user id); anonymous feedback is accepted.
 */
import { isRecord } from './answers';
import type { FeedbackReceipt, FeedbackForm } from './entities';
import { HttpError } from './http/errors';
import type { HttpClient } from './http/types';

export interface FeedbackService {
  /** Sends a product feedback; a refusal or failure rejects (HttpError with the server message). */
  send(form: FeedbackForm): Promise<FeedbackReceipt>;
}

export const FEEDBACKS_PATH = '/v1/feedbacks';

export function createFeedbackService(client: HttpClient): FeedbackService {
  return {
    async send(form) {
      const answer = await client.request({
        service: 'feedback',
        method: 'POST',
        path: FEEDBACKS_PATH,
        data: form,
      });
      if (!isRecord(answer) || typeof answer.id !== 'string')
        throw new HttpError(200, 'The feedback answer had no id');
      return { id: answer.id } satisfies FeedbackReceipt;
    },
  };
}
