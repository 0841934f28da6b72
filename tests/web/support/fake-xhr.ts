// A stand-in for XMLHttpRequest that the test drives: report progress, then finish or fail.
import { vi } from 'vitest';

export class FakeUpload {
  static last: FakeUpload | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  finish(status = 200) {
    this.status = status;
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

export function stubXhr(): void {
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}
