/** Tests of the upload flow: XMLHttpRequest (the PUT with progress) replaced by a scripted one. */

/** A stand-in XMLHttpRequest: records the PUT and answers as the test says. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static answer: { status: number; body?: string } | 'error' | 'hang' = { status: 200 };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    const answer = FakeXhr.answer;
    if (answer === 'hang') return;
    queueMicrotask(() => {
      if (answer === 'error') {
        this.onerror?.();
        return;
      }
      this.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true });
      this.status = answer.status;
      this.responseText = answer.body ?? '';
      this.onload?.();
    });
  }
  /** For 'hang': reports progress, then answers, when the test says. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
}
