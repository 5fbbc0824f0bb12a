/**
 * The decoded body of one part of a raw MIME message as the SMTP sink received it (quoted-printable or base64, as
 * the mailer chose), so tests read what a mail client would show.
 */
export function mimePart(raw: string, contentType: 'text/html' | 'text/plain'): string {
  const at = raw.search(new RegExp(`^Content-Type: ${contentType}`, 'mi'));
  if (at < 0) throw new Error(`no ${contentType} part in the mail`);
  const part = raw.slice(at);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const rest = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const body = rest.split(/\r?\n--/)[0] ?? '';
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < joined.length; index += 1) {
      const char = joined[index]!;
      if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
        bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
        index += 2;
      } else {
        bytes.push(...Buffer.from(char, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The decoded Subject header (nodemailer encodes non-ASCII subjects as RFC 2047 words). */
export function mimeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}
