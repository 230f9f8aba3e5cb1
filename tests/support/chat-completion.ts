/**
 * A chat-completions answer as an OpenAI-compatible server sends it, for the tests' loopback model servers:
 * one choice with `content`, or none (`choices: false`).
 */
export function completion(content: string | null, choices = true) {
  return {
    id: 'x',
    object: 'chat.completion',
    created: 0,
    model: 'm',
    choices: choices ? [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] : [],
  };
}
