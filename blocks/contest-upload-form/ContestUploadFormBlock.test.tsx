import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import ContestUploadFormBlock from './ContestUploadFormBlock';
import { createFakeServices, renderWithRuntime } from '../testing/renderBlock';
import { AbortedError, HttpError } from '../../src/services/http/errors';
import type {
  Contest,
  ContestWork,
  UploadLimit,
  WorkUploadForm,
  WorkUploadOptions,
} from '../../src/services/entities';
import { SAMPLE_WORK } from '../../src/services/testing/contestWork';

const CONTEST: Contest = {
  contest_id: 'kpzy2026',
  status: 1,
  begin_time: '2026-05-01T00:00:00.000+0800',
  end_time: '2026-12-31T00:00:00.000+0800',
  upload_setting: {
    max_works_per_user: 3,
    accepted_types: ['jpg', 'png', 'mp4', 'pdf'],
    max_file_size: 500 * 1024 * 1024,
  },
};

const WORK: ContestWork = SAMPLE_WORK;

type UploadCall = (
  contestId: string,
  form: WorkUploadForm,
  options?: WorkUploadOptions,
) => Promise<ContestWork>;

function setup(
  options: {
    limit?: UploadLimit;
    upload?: UploadCall;
  } = {},
) {
  const services = createFakeServices();
  services.contest.detail = vi.fn(async () => structuredClone(CONTEST));
  services.contest.uploadLimit = vi.fn(async () => ({
    result: true,
    code: 0,
    submitted: 1,
    remaining: 2,
    max_works_per_user: 3,
    ...options.limit,
  }));
  const upload = vi.fn<UploadCall>(options.upload ?? (async () => WORK));
  services.contest.uploadWork = upload;
  const result = renderWithRuntime(
    <Routes>
      <Route
        path="/hd/kpzy/contest/:contestId/upload"
        element={<ContestUploadFormBlock props={{ contestIdFromParam: 'contestId' }} blockId="u" />}
      />
      <Route path="/hd/kpzy/myWork" element={<p>my works page</p>} />
    </Routes>,
    {
      services,
      path: '/hd/kpzy/contest/kpzy2026/upload',
      sitePrefix: '/hd/kpzy',
      role: 'STUDENT',
    },
  );
  return { ...result, services, upload };
}

function fileOf(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillForm(file = fileOf('sky.png', 1024, 'image/png')) {
  fireEvent.change(await screen.findByLabelText('作品名称'), { target: { value: '星空' } });
  fireEvent.change(screen.getByLabelText('作品简介'), { target: { value: '夜空的照片' } });
  fireEvent.change(screen.getByLabelText('作品文件'), { target: { files: [file] } });
}

const submitButton = () => screen.getByRole('button', { name: '提交作品' });

/** An upload that stays in flight until the test settles it (or the signal aborts it). */
function heldUpload() {
  const held: {
    options?: WorkUploadOptions;
    finish: (work: ContestWork) => void;
    fail: (error: unknown) => void;
  } = { finish: () => undefined, fail: () => undefined };
  const upload: UploadCall = (_id, _form, options) =>
    new Promise<ContestWork>((resolve, reject) => {
      held.options = options;
      held.finish = resolve;
      held.fail = reject;
      options?.signal?.addEventListener('abort', () => reject(new AbortedError()));
    });
  return { held, upload };
}

describe('contest upload form', () => {
  it('offers the accepted types in the picker and shows 还可提交 2 件作品', async () => {
    setup();
    expect(await screen.findByText('还可提交 2 件作品')).toBeTruthy();
    expect(screen.getByLabelText('作品文件').getAttribute('accept')).toBe('.jpg,.png,.mp4,.pdf');
  });

  it('a file over the maximum size shows its message and sends nothing', async () => {
    const { upload } = setup();
    await fillForm(fileOf('big.mp4', 501 * 1024 * 1024, 'video/mp4'));
    expect(await screen.findByText('文件大小超过限制（最大 500 MB）')).toBeTruthy();
    fireEvent.click(submitButton());
    expect(screen.getByText('文件大小超过限制（最大 500 MB）')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('a refused type shows its message and sends nothing', async () => {
    const { upload } = setup();
    await fillForm(fileOf('notes.exe', 10, 'application/octet-stream'));
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('不支持的文件类型，请上传 jpg、png、mp4、pdf 格式的文件'),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('a missing title and a too-long one are named, nothing is sent', async () => {
    const { upload } = setup();
    await screen.findByLabelText('作品名称');
    fireEvent.change(screen.getByLabelText('作品文件'), {
      target: { files: [fileOf('sky.png', 10)] },
    });
    fireEvent.click(submitButton());
    expect(await screen.findByText('请填写作品名称')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('作品名称'), { target: { value: '字'.repeat(51) } });
    fireEvent.change(screen.getByLabelText('作品简介'), { target: { value: '字'.repeat(501) } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('作品名称不能超过 50 个字')).toBeTruthy();
    expect(screen.getByText('作品简介不能超过 500 个字')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('code 1: 上传已结束, the form disabled', async () => {
    setup({ limit: { result: false, code: 1, remaining: 2 } });
    expect(await screen.findByText('上传已结束')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('作品名称') as HTMLInputElement).matches(':disabled')).toBe(true);
  });

  it('code 2: the limit message, the form disabled', async () => {
    setup({ limit: { result: false, code: 2, remaining: 0 } });
    expect(
      await screen.findByText('您已到达提交上限，如有需要请撤回已提交作品后重试或联系管理员确认'),
    ).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows the progress while sending, and a double click sends one request', async () => {
    const { held, upload } = heldUpload();
    const { upload: spy } = setup({ upload });
    await fillForm();
    // The same button pressed twice in a row (a double click), before anything re-renders.
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => held.options?.onProgress?.(512, 1024));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('已上传 50%')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上传中…' }).hasAttribute('disabled')).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    const [contestId, form] = spy.mock.calls[0];
    expect(contestId).toBe('kpzy2026');
    expect(form.title).toBe('星空');
    expect(form.description).toBe('夜空的照片');
    expect(form.file.name).toBe('sky.png');
    expect(form.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('取消 aborts the upload and leaves the form usable', async () => {
    const { held, upload } = heldUpload();
    const { upload: spy } = setup({ upload });
    await fillForm();
    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消上传，作品未提交')).toBeTruthy();
    expect(held.options?.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect((screen.getByLabelText('作品名称') as HTMLInputElement).matches(':disabled')).toBe(
      false,
    );
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a 403 gate refusal shows its Chinese message, never the raw error', async () => {
    setup({
      upload: async () => {
        throw new HttpError(403, '请先进行活动报名', 'GATE/upload-enrol', {
          code: 'GATE/upload-enrol',
          message: '请先进行活动报名',
        });
      },
    });
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('请先进行活动报名')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a network failure offers 重试, which resends with the same request id', async () => {
    let calls = 0;
    const { upload } = setup({
      upload: async () => {
        calls += 1;
        if (calls === 1) throw new HttpError(0, 'Network Error', 'NETWORK_ERROR');
        return WORK;
      },
    });
    await fillForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('上传失败，请检查网络后重试')).toBeTruthy();
    expect(screen.queryByText('Network Error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload.mock.calls[1][1].requestId).toBe(upload.mock.calls[0][1].requestId);
  });

  it('on success it navigates to the site’s myWork?contestId=…', async () => {
    setup();
    await fillForm();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/hd/kpzy/myWork?contestId=kpzy2026'),
    );
    expect(screen.getByText('my works page')).toBeTruthy();
  });

  it('a failed load offers 重新加载', async () => {
    const services = createFakeServices();
    services.contest.detail = vi
      .fn()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValue(structuredClone(CONTEST));
    renderWithRuntime(
      <Routes>
        <Route
          path="/hd/kpzy/contest/:contestId/upload"
          element={
            <ContestUploadFormBlock props={{ contestIdFromParam: 'contestId' }} blockId="u" />
          }
        />
      </Routes>,
      { services, path: '/hd/kpzy/contest/kpzy2026/upload', role: 'STUDENT' },
    );
    expect(await screen.findByText('作品上传信息加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('作品名称')).toBeTruthy();
  });
});
