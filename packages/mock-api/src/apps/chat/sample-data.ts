import type { Chat, ChatContact, ChatUser } from './contract.ts';
import { initialsAvatar } from '../../platform/initials-avatar.ts';

const USER_ID = 'a0f3c9e1';

/** An ISO time `daysAgo` days before today at a local time 'HH:MM:SS', so the chats look recent. */
function at(daysAgo: number, time: string): string {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes, seconds);
  date.setDate(date.getDate() - daysAgo);
  return date.toISOString();
}

const AMIRA = '5e2a7c10';
const TOMASZ = '8b14d3f6';
const SELIN = '2c9f6e41';
const KWAME = 'd7a35b82';
const LUCIA = '41e8c0d9';
const BILAL = 'f06b2a73';
const HANNAH = '93c7e5a8';
const YUSUF = '6ad1f92e';

function contact(
  id: string,
  name: string,
  status: ChatContact['status'],
  mood: string,
  unread = 0,
): ChatContact {
  return { id, name, avatar: initialsAvatar(name), status, mood, unread };
}

/** Farm staff, the vet and suppliers the farm manager chats with. */
export const chatContacts: ChatContact[] = [
  contact(AMIRA, 'Amira Haddad', 'online', 'Weighing day in House 3, back at noon', 2),
  contact(TOMASZ, 'Tomasz Nowak', 'away', 'Poultry vet; on farm visits until 3 pm'),
  contact(SELIN, 'Selin Aydın', 'online', 'Feed mill sales: starter crumble is back in stock', 1),
  contact(KWAME, 'Kwame Mensah', 'offline', 'Night stockman; message me after 10 pm'),
  contact(LUCIA, 'Lucía Ferreira', 'do-not-disturb', 'Hatchery: chick loading in progress'),
  contact(BILAL, 'Bilal Rahman', 'online', 'Ventilation and drinker lines, call for breakdowns'),
  contact(HANNAH, 'Hannah Whitfield', 'away', 'Farm accounts; month-end close this week'),
  contact(YUSUF, 'Yusuf Demir', 'offline', 'Processing plant intake, slots booked for Saturday'),
];

/** Conversations of the farm manager, messages oldest first. */
export const chats: Chat[] = [
  {
    id: 'e1b7a204',
    dialog: [
      {
        who: USER_ID,
        message: 'Morning Amira, how did the House 3 weighing go?',
        time: at(1, '07:58:12'),
      },
      {
        who: AMIRA,
        message: 'Morning! Halfway through, 100 birds sampled so far.',
        time: at(1, '08:31:40'),
      },
      {
        who: AMIRA,
        message: 'Average is 2.31 kg at day 35, so a little ahead of target.',
        time: at(1, '08:32:05'),
      },
      {
        who: AMIRA,
        message: 'Uniformity looks good too, around 84%.',
        time: at(1, '08:32:51'),
      },
      {
        who: USER_ID,
        message: 'Great news. Any problems along the walls?',
        time: at(1, '08:40:19'),
      },
      {
        who: USER_ID,
        message: 'Kwame said the litter was wet near the east door last night.',
        time: at(1, '08:40:44'),
      },
      {
        who: AMIRA,
        message: 'Yes, there is a wet patch under drinker line 4.',
        time: at(1, '08:51:03'),
      },
      {
        who: AMIRA,
        message: 'I have asked Bilal to check the regulator before lunch.',
        time: at(1, '08:52:27'),
      },
    ],
  },
  {
    id: '7c4d9e13',
    dialog: [
      {
        who: TOMASZ,
        message: 'The lab results for the House 2 swabs are in.',
        time: at(2, '15:20:08'),
      },
      {
        who: TOMASZ,
        message:
          'All negative for salmonella, and the titres after the first Newcastle dose look fine.',
        time: at(2, '15:20:46'),
      },
      { who: USER_ID, message: 'Thank you, that is a relief.', time: at(2, '15:44:10') },
      {
        who: USER_ID,
        message: 'Shall we give the booster tomorrow morning as planned?',
        time: at(2, '15:44:39'),
      },
      {
        who: TOMASZ,
        message: 'Yes, 07:30 through the drinking water.',
        time: at(2, '16:03:55'),
      },
      {
        who: TOMASZ,
        message:
          'Withhold water for about two hours beforehand and add the skimmed milk powder as a stabiliser.',
        time: at(2, '16:04:31'),
      },
      {
        who: TOMASZ,
        message: 'I will drop by after 9 to see how they took it.',
        time: at(2, '16:05:02'),
      },
    ],
  },
  {
    id: 'b9f2c638',
    dialog: [
      {
        who: USER_ID,
        message: 'Hi Selin, can you deliver 40 bags of starter crumble on Saturday?',
        time: at(2, '09:12:30'),
      },
      {
        who: USER_ID,
        message: 'It is for the new placement in House 4.',
        time: at(2, '09:12:58'),
      },
      {
        who: SELIN,
        message: 'Hi Grace, Saturday works, the truck can be there by 11.',
        time: at(2, '10:05:14'),
      },
      {
        who: SELIN,
        message: 'The price is unchanged from last month.',
        time: at(2, '10:05:47'),
      },
      {
        who: SELIN,
        message: 'Do you also want the grower pellets for House 1 on the same trip?',
        time: at(2, '10:17:22'),
      },
    ],
  },
  {
    id: '0a6e5d7f',
    dialog: [
      {
        who: BILAL,
        message: 'Fan 3 in House 2 was drawing too much current.',
        time: at(3, '13:02:41'),
      },
      {
        who: BILAL,
        message: 'I replaced the belt and cleaned the shutters.',
        time: at(3, '13:03:15'),
      },
      {
        who: USER_ID,
        message: 'Thanks Bilal. Did you run the tunnel mode test as well?',
        time: at(3, '14:21:06'),
      },
      {
        who: BILAL,
        message: 'Yes, all eight fans came on at the set point.',
        time: at(3, '14:38:50'),
      },
      {
        who: BILAL,
        message: 'The alarm dialler called both numbers on the list.',
        time: at(3, '14:40:18'),
      },
    ],
  },
];

/** The farm manager, who is the chat user; `chatList` is most recent first. */
export const chatUser: ChatUser = {
  id: USER_ID,
  name: 'Grace Okafor',
  avatar: initialsAvatar('Grace Okafor'),
  status: 'online',
  mood: 'Farm manager; reviewing this week’s feed conversion',
  chatList: [
    { chatId: 'e1b7a204', contactId: AMIRA, lastMessageTime: at(1, '08:52:27') },
    { chatId: '7c4d9e13', contactId: TOMASZ, lastMessageTime: at(2, '16:05:02') },
    { chatId: 'b9f2c638', contactId: SELIN, lastMessageTime: at(2, '10:17:22') },
    { chatId: '0a6e5d7f', contactId: BILAL, lastMessageTime: at(3, '14:40:18') },
  ],
};
