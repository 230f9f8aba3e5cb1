import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** An HTTP API (payload 2.0) event as API Gateway hands it to Lambda after the JWT authorizer. */
export function apiEvent(
  routeKey: string,
  options: {
    sub?: string | null;
    username?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    pathParameters?: Record<string, string>;
    queryStringParameters?: Record<string, string>;
  } = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  const claims: Record<string, string> = {};
  if (options.sub !== null) {
    claims.sub = options.sub ?? '11111111-2222-3333-4444-555555555555';
    claims.username = options.username ?? claims.sub;
  }
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: options.headers ?? {},
    pathParameters: options.pathParameters,
    queryStringParameters: options.queryStringParameters,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } },
      domainName: 'test',
      domainPrefix: 'test',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export const bodyOf = (result: unknown) =>
  JSON.parse((result as { body: string }).body) as Record<string, any>;
