/* global require, process */
// dynalite in a process of its own (infra/local/dynamo.ts forks it): the twin's handlers and its DynamoDB
// then use both cores. It listens where it is told, says its port to its parent, and ends with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, forked as plain Node
const dynalite = require('dynalite');

const [host, port, path] = [process.argv[2], Number(process.argv[3]), process.argv[4] || undefined];
const tableMs = Number(process.argv[5]) || 0;
const server = dynalite({ path, createTableMs: tableMs, deleteTableMs: tableMs, updateTableMs: tableMs });
server.on('error', (error) => {
  process.send?.({ error: error.code === 'EADDRINUSE' ? 'EADDRINUSE' : String(error.message) });
  process.exit(1);
});
server.listen(port, host, () => process.send?.({ port: server.address().port }));
// The parent closed the channel (it stopped, or died): nothing else may hold the data folder.
process.on('disconnect', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
