// Development only: what the preview shows instead of the page while the content has problems.
export function Problems({ report }: { report: string }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <title>Content problems</title>
      </head>
      <body>
        <main>
          <h1>The content has problems</h1>
          <p>Fix them in your editor and save: this page reloads by itself. The terminal shows the same list.</p>
          <pre>{report}</pre>
        </main>
      </body>
    </html>
  );
}
