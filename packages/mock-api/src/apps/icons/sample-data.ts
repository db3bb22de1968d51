import type { IconEntry } from './contract.ts';
import { FIRST_ICON_CODE, FIRST_ICON_ORDER, ICON_PREV_SIZE } from './contract.ts';
import { iconNames } from './icon-names.ts';

/** A few words people search for that an icon's name does not say. */
const SYNONYMS: Record<string, readonly string[]> = {
  add: ['plus', 'new', 'create'],
  alarm: ['clock', 'alert'],
  alert: ['warning', 'notification'],
  delete: ['remove', 'trash', 'bin'],
  edit: ['pen', 'write', 'change'],
  home: ['house'],
  person: ['user', 'account'],
  people: ['users', 'group'],
  mail: ['email', 'message'],
  email: ['mail', 'message'],
  call: ['phone', 'telephone'],
  phone: ['call', 'telephone'],
  chat: ['message', 'conversation'],
  search: ['find', 'magnifier'],
  settings: ['gear', 'preferences'],
  calendar: ['date', 'schedule'],
  event: ['date', 'calendar'],
  favorite: ['heart', 'love'],
  star: ['favourite', 'rating'],
  local: ['place', 'nearby'],
  money: ['cash', 'payment'],
  shopping: ['buy', 'store'],
  camera: ['photo', 'picture'],
  image: ['photo', 'picture'],
  car: ['vehicle', 'drive'],
  info: ['information', 'about'],
  help: ['question', 'support'],
  lock: ['secure', 'password'],
  visibility: ['eye', 'show'],
  arrow: ['direction'],
  cloud: ['weather', 'storage'],
  egg: ['poultry', 'layer'],
  agriculture: ['farm', 'tractor'],
  grass: ['pasture', 'field'],
};

/** The name's words, then their synonyms, once each. */
export function iconTags(name: string): string[] {
  const words = name.split('_').filter((word) => word !== '');
  const synonyms = words.flatMap((word) => SYNONYMS[word] ?? []);
  return [...new Set([...words, ...synonyms])];
}

/** The catalogue: consecutive orders and code points from section 9, one per committed name. */
export function buildIconEntries(names: readonly string[] = iconNames): IconEntry[] {
  return names.map((name, index) => ({
    order: FIRST_ICON_ORDER + index,
    id: `icon-${FIRST_ICON_ORDER + index}`,
    name,
    prevSize: ICON_PREV_SIZE,
    code: FIRST_ICON_CODE + index,
    ligatures: name,
    tags: iconTags(name),
  }));
}
