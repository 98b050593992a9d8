/**
 * How the server sends an SMS. The embedded default is the sandbox outbox (./outbox.ts): it
 * sends nothing, it keeps each message and prints it in the server log. A real SMS gateway
 * plugs in here later, chosen by configuration; none is built yet, so without the sandbox
 * (LEGION_SANDBOX off) there is no provider and asking for a code answers 503.
 */
import { maskMobile } from '@legion/api';

export interface SmsMessage {
  /** an 11-digit mainland mobile number */
  mobile: string;
  text: string;
}

export interface SmsProvider {
  /** 'sandbox' for the embedded outbox; a real gateway names itself */
  readonly kind: string;
  /** resolves once the provider has taken the message; throws when it refused it */
  send(message: SmsMessage): Promise<void>;
}

/** the signature every message of the platform starts with */
export const SMS_SIGNATURE = '【Legion】';

/** the text of a verification code: 【Legion】验证码 123456，10 分钟内有效 */
export function codeText(code: string, ttlSeconds: number): string {
  return `${SMS_SIGNATURE}验证码 ${code}，${Math.round(ttlSeconds / 60)} 分钟内有效`;
}

/** the log line of a message: sms to 138****8000: 【Legion】验证码 123456，10 分钟内有效 */
export function smsLogLine(message: SmsMessage): string {
  return `sms to ${maskMobile(message.mobile)}: ${message.text}`;
}
