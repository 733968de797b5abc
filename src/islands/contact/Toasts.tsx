// The form's notices (spec §8): two live regions that exist from the first render, so that a screen reader
// announces what is put in them: role="status" for information, role="alert" for anything that went wrong.
import { Copy } from '../../components/Copy.tsx';

export interface Toast {
  title: string;
  text: string;
  tone: 'info' | 'destructive';
}

function Card({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`toast toast--${toast.tone}`}>
      <div>
        <p className="toast__title">{toast.title}</p>
        <p>
          <Copy text={toast.text} />
        </p>
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

export function Toasts({ toast, onDismiss }: { toast: Toast | undefined; onDismiss: () => void }) {
  return (
    <div className="toasts">
      <div role="status">{toast?.tone === 'info' ? <Card toast={toast} onDismiss={onDismiss} /> : null}</div>
      <div role="alert">{toast?.tone === 'destructive' ? <Card toast={toast} onDismiss={onDismiss} /> : null}</div>
    </div>
  );
}

export const TOASTS = {
  wait: { tone: 'destructive', title: 'Please wait', text: 'Please wait a moment before submitting another request.' },
  trap: { tone: 'destructive', title: 'Error', text: "Your request couldn't be processed. Please try again." },
  failed: (phone: string): Toast => ({
    tone: 'destructive',
    title: 'Something went wrong',
    text: `Your request couldn't be sent. Please try again or call ${phone}.`,
  }),
} satisfies Record<string, Toast | ((phone: string) => Toast)>;
