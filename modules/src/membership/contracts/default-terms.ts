import type { HealthQuestion } from './contract-events.js';

/*
 * The first version of the terms a new gym starts from (the sample gym publishes it on its opening morning): the
 * usual terms of a gym in Qatar, in English and Arabic, and PAR-Q style yes/no health questions. A gym edits them in
 * Settings by publishing a new version.
 */

export const DEFAULT_TERMS_EN = `1. Membership. The membership is personal and may not be transferred or shared. Show your membership card or fingerprint at the desk on every visit.
2. Fees. Fees are paid in advance for the whole period of the plan. The joining fee is not refundable.
3. Freezes. A membership may be frozen for travel or illness as the plan allows, on request at the desk before the freeze starts. The expiry date moves by the days frozen.
4. Refunds. Fees are not refunded once the membership has started, except for a medical reason supported by a doctor's report, as the management decides.
5. Conduct. Wear suitable sports clothing and shoes, use a towel, put weights back after use, and follow the instructions of the staff. Ladies' hours and areas are respected. The gym may suspend or end the membership of anyone who behaves improperly, without refund.
6. Health and liability. You declare that you are fit to exercise and will tell the staff of any change in your health. You exercise at your own risk; the gym is not liable for injury unless caused by its negligence, nor for the loss of personal belongings.
7. Personal data. The gym keeps your personal details, photo and fingerprint template only to run your membership, in line with Qatar's Law No. 13 of 2016 on personal data privacy, and does not share them without your consent except as the law requires.
8. Changes. The gym may change its opening hours, classes and these terms; the terms in force are shown at the desk. These terms are governed by the laws of the State of Qatar.`;

export const DEFAULT_TERMS_AR = `١. العضوية: العضوية شخصية ولا يجوز نقلها أو مشاركتها. يُرجى إبراز بطاقة العضوية أو استخدام البصمة عند الاستقبال في كل زيارة.
٢. الرسوم: تُدفع الرسوم مقدماً عن كامل مدة الاشتراك، ورسوم التسجيل غير قابلة للاسترداد.
٣. التجميد: يجوز تجميد الاشتراك بسبب السفر أو المرض وفق ما تسمح به الباقة، بطلب يُقدَّم إلى الاستقبال قبل بدء التجميد، ويُمدَّد تاريخ الانتهاء بعدد أيام التجميد.
٤. الاسترداد: لا تُسترد الرسوم بعد بدء الاشتراك إلا لسبب طبي مثبت بتقرير من الطبيب، وفق ما تقرره الإدارة.
٥. السلوك: يلتزم العضو بارتداء الملابس والأحذية الرياضية المناسبة واستخدام المنشفة وإعادة الأوزان إلى أماكنها واتباع تعليمات الموظفين، مع احترام أوقات وأماكن السيدات. يحق للنادي إيقاف أو إنهاء عضوية من يسيء السلوك دون استرداد الرسوم.
٦. الصحة والمسؤولية: يقر العضو بأنه لائق صحياً لممارسة الرياضة، ويلتزم بإبلاغ الموظفين بأي تغير في حالته الصحية. يمارس العضو التمارين على مسؤوليته، ولا يتحمل النادي مسؤولية الإصابات إلا إذا نتجت عن إهماله، ولا مسؤولية فقدان المتعلقات الشخصية.
٧. البيانات الشخصية: يحتفظ النادي ببيانات العضو وصورته وقالب بصمته لغرض إدارة العضوية فقط، وفقاً للقانون رقم ١٣ لسنة ٢٠١٦ بشأن حماية خصوصية البيانات الشخصية في دولة قطر، ولا يشاركها دون موافقته إلا بما يقتضيه القانون.
٨. التعديلات: يحق للنادي تعديل ساعات العمل والحصص وهذه الشروط، وتُعرض الشروط السارية عند الاستقبال. تخضع هذه الشروط لقوانين دولة قطر.`;

export const DEFAULT_HEALTH_QUESTIONS: readonly HealthQuestion[] = [
  {
    en: 'Has a doctor ever said that you have a heart condition or high blood pressure?',
    ar: 'هل سبق أن أخبرك طبيب بأنك تعاني من مرض في القلب أو ارتفاع في ضغط الدم؟',
  },
  {
    en: 'Do you feel pain in your chest at rest, in daily activities or when you exercise?',
    ar: 'هل تشعر بألم في الصدر أثناء الراحة أو في أنشطتك اليومية أو عند ممارسة الرياضة؟',
  },
  {
    en: 'Do you lose your balance because of dizziness, or have you lost consciousness in the last 12 months?',
    ar: 'هل تفقد توازنك بسبب الدوخة، أو هل فقدت الوعي خلال الاثني عشر شهراً الماضية؟',
  },
  {
    en: 'Do you have diabetes, asthma or another long-term medical condition?',
    ar: 'هل تعاني من السكري أو الربو أو أي حالة مرضية مزمنة أخرى؟',
  },
  {
    en: 'Do you have a bone, joint or back problem that exercise could make worse?',
    ar: 'هل تعاني من مشكلة في العظام أو المفاصل أو الظهر قد تزداد سوءاً مع التمارين؟',
  },
  {
    en: 'Are you taking medicine prescribed for a chronic condition, or are you pregnant?',
    ar: 'هل تتناول أدوية موصوفة لحالة مزمنة، أو هل أنتِ حامل؟',
  },
  {
    en: 'Do you know of any other reason why you should not take part in physical activity?',
    ar: 'هل تعلم بأي سبب آخر يمنعك من ممارسة النشاط البدني؟',
  },
];
