/**
 * A parser of the server-sent events format (text/event-stream, as the HTML standard defines it),
 * for streams read with fetch: EventSource cannot send the Authorization header the API needs.
 * Feed it the decoded text as it arrives, in chunks of any size; it calls `onEvent` for each
 * complete event and `onRetry` for each `retry:` field. Comments (heartbeats) are skipped.
 */

export interface ServerSentEvent {
  /** `message` when the event names no type. */
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  feed(text: string): void;
}

export function createSseParser(handlers: {
  onEvent: (event: ServerSentEvent) => void;
  onRetry?: (milliseconds: number) => void;
}): SseParser {
  let buffer = '';
  let first = true;
  let skipLineFeed = false;
  let eventType = '';
  let dataLines: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (dataLines.length > 0) {
      handlers.onEvent({
        event: eventType || 'message',
        data: dataLines.join('\n'),
        ...(id !== undefined ? { id } : {}),
      });
    }
    eventType = '';
    dataLines = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventType = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        // The standard ignores an id holding NULL.
        if (!value.includes('\0')) id = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
      // Unknown fields are ignored.
    }
  };

  return {
    feed(text) {
      let chunk = text;
      if (chunk === '') return;
      if (first) {
        first = false;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      // The LF of a CRLF whose CR ended the previous chunk.
      if (skipLineFeed && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLineFeed = false;
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, index));
        if (char === '\r') {
          if (index + 1 === buffer.length) skipLineFeed = true;
          else if (buffer[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
