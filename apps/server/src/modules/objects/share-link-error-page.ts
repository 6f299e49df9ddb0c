const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a browser shows for a share link that cannot be used: the reason and what to do, no script. */
export function shareLinkErrorPage(reason: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Share link · Granary</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<main>
<h1>This share link cannot be used</h1>
<p>${escapeHtml(reason)}</p>
<p>Ask whoever shared the file for a new link.</p>
</main>
</body>
</html>
`;
}
