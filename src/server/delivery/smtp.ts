// The SMTP connection pool every e-mail channel shares, from SMTP_URL (credentials in the URL, e.g.
// smtps://user:password@smtp.example.com:465; default smtp://127.0.0.1:2525).
import nodemailer, { type Transporter } from 'nodemailer';

export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
