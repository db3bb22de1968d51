import type { DragAnnouncementTexts } from './en.ts';

export const dragAnnouncementsTr: DragAnnouncementTexts = {
  instructions:
    'Öğeyi almak için boşluk tuşuna basın. Sürüklerken ok tuşlarıyla taşıyın, boşluk tuşuyla bırakın, Escape ile vazgeçin. Bazı ekran okuyucular bunun için odak kipini ya da geçiş tuşunu ister.',
  lifted: '{{item}} alındı: {{list}}, {{position}}. sıra.',
  moved: '{{item}}, {{list}} içinde {{position}}. sıraya taşındı.',
  movedTo: '{{item}}, {{from}} içinden {{list}} içine, {{position}}. sıraya taşındı.',
  notOverList: '{{item}} bırakılabilecek bir yerin üzerinde değil.',
  dropped: '{{item}} bırakıldı: {{list}}, {{position}}. sıra.',
  droppedMoved:
    '{{item}} bırakıldı: {{from}} içinde {{fromPosition}}. sıradan {{list}} içinde {{position}}. sıraya taşındı.',
  cancelled: 'Taşıma iptal edildi. {{item}} yine {{list}} içinde, {{position}}. sırada.',
  droppedOutside:
    '{{item}} bir listenin dışına bırakıldı; yine {{list}} içinde, {{position}}. sırada.',
};
