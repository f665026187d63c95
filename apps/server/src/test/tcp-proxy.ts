import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection through the proxy and refuses new ones (the port stops listening). */
  cut: () => Promise<void>;
  /** Listens again on the same port; new connections are forwarded. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A TCP proxy that the test controls, between a server process and a service it needs (the
 * shared PostgreSQL, which a test must not stop): `cut()` behaves as the service going away
 * (connections reset, new ones refused), `restore()` as it coming back.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset or a refused target is what the test provokes; the other side is ended with it.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return {
    port,
    cut: stopListening,
    restore: async () => {
      await listen(port);
    },
    close: stopListening,
  };
};
