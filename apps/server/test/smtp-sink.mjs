// A real SMTP server for tests: accepts every message on 127.0.0.1 (on the port given as the first argument, else a
// free one) and prints each one as a JSON line on stdout ({"from","to","raw"}). The first line is {"listening": <port>}.
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const message = {
        from: session.envelope.mailFrom && session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      process.stdout.write(`${JSON.stringify(message)}\n`);
      callback();
    });
  },
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ listening: server.server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
