import type { APIRequestContext, APIResponse } from '@playwright/test';
import { signIn } from '../../../core/contracts/auth/auth.contract.ts';

/** The API as one user sees it (bearer token from a sign-in through the API, not the page's session). */
export class UserApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly idToken: string,
  ) {}

  /** The bearer token (a hub connection's `accessTokenFactory` answers it). */
  get token(): string {
    return this.idToken;
  }

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<UserApi> {
    const response = await request.post(signIn.path, { data: { email, password } });
    if (!response.ok())
      throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
    const session = signIn.response.parse(await response.json());
    if (session.status !== 'Success') throw new Error(`${email} was asked for a new password.`);
    return new UserApi(request, session.idToken);
  }

  get(path: string, params?: Record<string, string>): Promise<APIResponse> {
    return this.request.get(path, {
      headers: { Authorization: `Bearer ${this.idToken}` },
      ...(params ? { params } : {}),
    });
  }

  put(path: string, data: unknown): Promise<APIResponse> {
    return this.request.put(path, { headers: { Authorization: `Bearer ${this.idToken}` }, data });
  }

  post(path: string, data?: unknown): Promise<APIResponse> {
    return this.request.post(path, {
      headers: { Authorization: `Bearer ${this.idToken}` },
      ...(data === undefined ? {} : { data }),
    });
  }

  /** GET `path` and parse the answer with `schema` (a contract's response); fails on a non-2xx. */
  async read<T>(
    path: string,
    schema: { parse: (value: unknown) => T },
    params?: Record<string, string>,
  ): Promise<T> {
    const response = await this.get(path, params);
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return schema.parse(await response.json());
  }
}
