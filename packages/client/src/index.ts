import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from '../generated/schema';

export type { components, paths };
/** A named shape of the API (`User`, `Class`, `Question`, …) as it arrives in `result`. */
export type Shape<Name extends keyof components['schemas']> = components['schemas'][Name];
export type QuantaClient = Client<paths>;

/**
 * A client of Quanta's REST API at `baseUrl` (the server's origin: paths start with `/api/`), typed by its
 * OpenAPI document: each path's input and its answer `{code, msg, result}`. Signed in when given the token
 * `POST /api/login/authUser` answers.
 */
export function createQuantaClient(baseUrl: string, token?: string): QuantaClient {
  return createClient<paths>({
    baseUrl,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
