import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The one link in the mail; logged when there is no SMTP server. */
  readonly link?: string;
}

export interface Mailer {
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

/** SMTP when `smtpUrl` is set; otherwise the link goes to the log at info level (never a password or key). */
export function createMailer(config: { smtpUrl: string | undefined; mailFrom: string }, log: () => FastifyBaseLogger | undefined): Mailer {
  if (config.smtpUrl === undefined) {
    return {
      configured: false,
      async send(mail) {
        log()?.info({ to: mail.to, link: mail.link }, `mail not sent (no PAGELENS_SMTP_URL): ${mail.subject}`);
      },
    };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer loads with the first mail: most servers send none for hours.
  let transport: Promise<Transporter> | undefined;
  return {
    configured: true,
    async send(mail) {
      try {
        transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      } catch (err) {
        log()?.warn({ err, to: mail.to }, `could not send mail: ${mail.subject}`);
      }
    },
  };
}
