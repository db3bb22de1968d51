import type { InvitationTexts } from './en.ts';

export const invitationAr: InvitationTexts = {
  title: 'انضم إلى Flockbook',
  intro: 'دُعيت بصفة {{role}} بالبريد {{email}}. اختر اسمك وكلمة مرورك.',
  checking: 'جارٍ التحقق من الدعوة…',
  submit: 'إنشاء حسابي',
  expired: 'انتهت صلاحية هذه الدعوة. اطلب من مسؤول دعوة جديدة.',
  goToLogin: 'الذهاب إلى تسجيل الدخول',
  missing: 'هذه الدعوة غير صالحة أو استُخدمت من قبل. اطلب دعوة جديدة.',
  roles: { admin: 'مسؤول', staff: 'موظف', user: 'مستخدم' },
};
