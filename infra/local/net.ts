import type { Server } from 'node:http';

/** A port the local twin needs is taken: said once, clearly, with what to do. */
export class PortInUseError extends Error {
  constructor(
    readonly service: string,
    readonly port: number,
  ) {
    super(
      `The port ${port} needed by ${service} is already in use. Stop the other process (or the twin already running), ` +
        `or start on other ports with PORT=<free port> npm start.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Starts listening and resolves with the real port (useful with port 0). */
export function listen(server: Server, port: number, host: string, service: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
