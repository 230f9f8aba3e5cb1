/* global require, process */
// The local push service (`web-push-testing`) in a process of its own, as a browser's push service is another
// machine: a benchmark of the sender then measures the sender, not the service's decryption. It listens on a
// free loopback port, says it to its parent, and ends with it. tests/support/push-service.ts drives it over
// the service's own HTTP API (/subscribe, /get-notifications).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script, forked as plain Node */
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
const WebPushTestingServer = require('web-push-testing/src/server.js');
/* eslint-enable @typescript-eslint/no-require-imports */

const model = new PushApiModel();
const wrapper = new WebPushTestingServer(model, 0);
const server = wrapper._app.listen(0, '127.0.0.1', () => {
  wrapper.setRequestHandlers();
  const { port } = server.address();
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`;
  process.send?.({ port });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
