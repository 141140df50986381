import { outcomeMessage } from '../texts';

/** How a send went: a status when done, an alert when refused; the server's words in the page's language. */
export function Outcome({ done, message }: { done: boolean; message: string }) {
  return (
    <p className={`subscribe-outcome ${done ? 'done' : 'refused'}`} role={done ? 'status' : 'alert'}>
      {outcomeMessage(message)}
    </p>
  );
}
