import { HttpResponse, http } from 'msw';
import type { Contract, ResponseOf } from '../core/contracts/http.ts';

type Resolved<C> = ResponseOf<C> | Response;

export type ContractResolverInfo = {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The parsed JSON body (unknown: tests check what the client sent). */
  body: unknown;
};

/**
 * An msw handler for a contract: same method and path (any origin), and the answer typed by the
 * contract's response schema. Return a Response for failures (see the helpers below).
 */
export function handleContract<C extends Contract>(
  contract: C,
  resolve: (info: ContractResolverInfo) => Resolved<C> | Promise<Resolved<C>>,
) {
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${contract.path}`, async ({ request, params }) => {
    let body: unknown = null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const text = await request.clone().text();
      body = text ? JSON.parse(text) : null;
    }
    const answer = await resolve({ request, params: params as ContractResolverInfo['params'], body });
    return answer instanceof Response ? answer : HttpResponse.json(answer as object);
  });
}

/** `{error:{ErrorCode, Message}}` with a status (identity errors are 400). */
export function serverErrorResponse(
  status: number,
  code: string,
  message: string,
  headers?: HeadersInit,
): Response {
  return HttpResponse.json({ error: { ErrorCode: code, Message: message } }, { status, headers });
}

/** 400 with per-field messages. */
export function validationErrorResponse(description: Record<string, string[]>): Response {
  return HttpResponse.json(
    { message: 'One or more form fields have invalid values.', description },
    { status: 400 },
  );
}
