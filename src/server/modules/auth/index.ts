// The auth module as other modules see it: its mails, the one-time codes (the service and their mails), and the mail
// throttle.
export { emailChangedMail } from './auth-mails';
export { createCodeMails, type CodeMails } from './code-mails';
export { createMailThrottle, RESEND_INTERVAL_MS, type MailThrottle } from './mail-throttle';
export { createOtpService, type OtpService } from './otp-service';
