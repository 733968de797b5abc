// The contact form inside the render-error boundary: the tree both the server and the browser render.
import { ContactForm, type ContactFormViewProps } from './ContactForm.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

export function ContactIsland(props: ContactFormViewProps) {
  return (
    <ErrorBoundary>
      <ContactForm {...props} />
    </ErrorBoundary>
  );
}
