import type { QuickPanelData } from './contract.ts';

export const quickPanelData: QuickPanelData = {
  events: [
    {
      id: '3c8e1f47',
      title: 'Vaccination: Newcastle booster, House 2',
      detail: 'Today 07:30, drinking-water route, 18,400 birds',
    },
    {
      id: 'b51d09a2',
      title: 'Feed delivery: 40 bags of starter crumble',
      detail: 'Today 11:00, unload at the House 1 feed bin',
    },
    {
      id: '6f20c3d8',
      title: 'Vet visit: weekly health check',
      detail: 'Tomorrow 09:00, Houses 1 to 3, bring the mortality log',
    },
    {
      id: 'e4a7b615',
      title: 'Chick placement: 22,000 day-olds, House 4',
      detail: 'Thursday 06:00, brooders on from Wednesday noon',
    },
    {
      id: '90c6d2fb',
      title: 'Catching crew for the House 3 flock',
      detail: 'Saturday 02:00, feed withdrawal from Friday 20:00',
    },
  ],
  notes: [
    {
      id: '1da84e3c',
      title: 'House 2 water intake 6% below yesterday',
      detail: 'Check the nipple line pressure at the far end',
    },
    {
      id: 'f7395b20',
      title: 'Order wood shavings before the next placement',
      detail: 'About 9 tonnes for House 4; last edit 2 hours ago',
    },
    {
      id: '4b0ee718',
      title: 'Generator test run passed',
      detail: '12 minutes under load, diesel tank at 70%',
    },
    {
      id: 'c2f61a94',
      title: 'Average weight House 3 at day 35: 2.31 kg',
      detail: 'Ahead of the breed target by 60 g',
    },
    {
      id: '85ad3c07',
      title: 'Salaries for November due on the 28th',
      detail: 'Include the two extra weekend shifts',
    },
  ],
};
