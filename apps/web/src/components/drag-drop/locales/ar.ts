import type { DragAnnouncementTexts } from './en.ts';

export const dragAnnouncementsAr: DragAnnouncementTexts = {
  instructions:
    'اضغط مفتاح المسافة لالتقاط العنصر. أثناء السحب استخدم مفاتيح الأسهم لتحريكه، ومفتاح المسافة لإفلاته، وEscape للإلغاء. تحتاج بعض قارئات الشاشة إلى وضع التركيز أو مفتاح التمرير لذلك.',
  lifted: 'التُقطت {{item}} في {{list}}، الموضع {{position}}.',
  moved: 'نُقلت {{item}} إلى الموضع {{position}} في {{list}}.',
  movedTo: 'نُقلت {{item}} من {{from}} إلى {{list}}، الموضع {{position}}.',
  notOverList: '{{item}} ليست فوق مكان يمكن إفلاتها فيه.',
  dropped: 'أُفلتت {{item}} في {{list}}، الموضع {{position}}.',
  droppedMoved:
    'أُفلتت {{item}}: نُقلت من {{from}}، الموضع {{fromPosition}}، إلى {{list}}، الموضع {{position}}.',
  cancelled: 'أُلغي النقل. عادت {{item}} إلى {{list}}، الموضع {{position}}.',
  droppedOutside: 'أُفلتت {{item}} خارج القوائم وعادت إلى {{list}}، الموضع {{position}}.',
};
