import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { testClient } from './testing/fakes';
import { startMswServer } from './testing/msw';
import { createFeedbackService } from './feedbackService';

const origin = window.location.origin;
const url = `${origin}/svc/feedback/v1/feedbacks`;
const { server, requests } = startMswServer(
  http.post(url, () => HttpResponse.json({ id: 'fb-1' }, { status: 201 })),
);

const form = {
  type: 'suggestion' as const,
  content: '希望增加更多科普视频',
  contact: '13800000000',
  page: '/hd/kpzy',
};

describe('feedback send', () => {
  it('POSTs the form to /svc/feedback/v1/feedbacks with auth and returns the id', async () => {
    const service = createFeedbackService(testClient().client);
    await expect(service.send(form)).resolves.toEqual({ id: 'fb-1' });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/svc/feedback/v1/feedbacks');
    expect(requests[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(JSON.parse(await requests[0].body())).toEqual(form);
  });

  it('a refusal rejects with the server message', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { code: 'FEEDBACK/CONTENT_LENGTH', message: '反馈内容需为 5–500 个字符' },
          { status: 400 },
        ),
      ),
    );
    const service = createFeedbackService(testClient().client);
    await expect(service.send(form)).rejects.toMatchObject({
      status: 400,
      message: '反馈内容需为 5–500 个字符',
    });
  });

  it('an answer without an id rejects', async () => {
    server.use(http.post(url, () => HttpResponse.json({}, { status: 201 })));
    await expect(createFeedbackService(testClient().client).send(form)).rejects.toThrow();
  });
});
