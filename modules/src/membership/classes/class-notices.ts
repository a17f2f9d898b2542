import type { Language } from '../../insight/marketing/marketing-contracts.js';

/** What a class notice tells a member (issue 47): a freed seat, a cancelled or moved class, a series that ended. */
export type ClassNotice =
  | { kind: 'promoted'; className: string; day: string; time: string }
  | { kind: 'cancelled'; className: string; day: string; time: string; reason: string }
  | { kind: 'moved'; className: string; day: string; time: string; room: string }
  | { kind: 'ended'; className: string; day: string; time: string };

/** The notice's subject and body in a language, addressed to the member's first name. */
export function classNoticeText(notice: ClassNotice, language: Language, firstName: string) {
  const { className, day, time } = notice;
  if (language === 'ar') {
    switch (notice.kind) {
      case 'promoted':
        return {
          subject: `لديك مقعد في ${className}`,
          body: `مرحبًا ${firstName}، أصبح لك مقعد في حصة ${className} يوم ${day} الساعة ${time} (كنت على قائمة الانتظار).`,
        };
      case 'cancelled':
        return {
          subject: `أُلغيت حصة ${className}`,
          body: `مرحبًا ${firstName}، أُلغيت حصة ${className} يوم ${day} الساعة ${time}: ${notice.reason}`,
        };
      case 'moved':
        return {
          subject: `تغيّر موعد حصة ${className}`,
          body: `مرحبًا ${firstName}، حصة ${className} يوم ${day} أصبحت الساعة ${time}${notice.room ? ` في ${notice.room}` : ''}.`,
        };
      case 'ended':
        return {
          subject: `انتهت حصة ${className}`,
          body: `مرحبًا ${firstName}، لم تعد حصة ${className} على الجدول: حجزك يوم ${day} الساعة ${time} ملغى.`,
        };
    }
  }
  switch (notice.kind) {
    case 'promoted':
      return {
        subject: `You have a seat in ${className}`,
        body: `Hello ${firstName}, a seat in ${className} on ${day} at ${time} is now yours (you were on the waitlist).`,
      };
    case 'cancelled':
      return {
        subject: `${className} is cancelled`,
        body: `Hello ${firstName}, ${className} on ${day} at ${time} is cancelled: ${notice.reason}`,
      };
    case 'moved':
      return {
        subject: `${className} has moved`,
        body: `Hello ${firstName}, ${className} on ${day} is now at ${time}${notice.room ? ` in ${notice.room}` : ''}.`,
      };
    case 'ended':
      return {
        subject: `${className} is off the timetable`,
        body: `Hello ${firstName}, ${className} is no longer on the timetable: your booking on ${day} at ${time} is cancelled.`,
      };
  }
}
