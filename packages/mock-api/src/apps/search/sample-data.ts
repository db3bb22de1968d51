import type { SearchResult } from './contract.ts';

/** Topics of the sample results: title, the page's slug and what it says. */
const TOPICS: readonly (readonly [string, string, string])[] = [
  [
    'Brooding temperature guide',
    'brooding-temperature',
    'Keep the litter at 32 °C on day one and lower it by about 3 °C a week until the birds are feathered.',
  ],
  [
    'Litter management basics',
    'litter-management',
    'Dry, friable litter cuts ammonia and footpad problems; top up wet spots under drinkers every day.',
  ],
  [
    'Newcastle disease vaccination',
    'newcastle-vaccination',
    'A practical schedule for Newcastle disease vaccines by drinking water and by spray.',
  ],
  [
    'Gumboro control on broiler farms',
    'gumboro-control',
    'Timing the Gumboro vaccine against maternal antibodies and checking the take.',
  ],
  [
    'Water quality for poultry',
    'water-quality',
    'pH, hardness and bacteria counts: how to test the drinking water and clean the lines.',
  ],
  [
    'Minimum ventilation explained',
    'minimum-ventilation',
    'Fresh air for young birds without chilling them: timer fans and inlet openings.',
  ],
  [
    'Tunnel ventilation in summer',
    'tunnel-ventilation',
    'Air speed, cool pads and wind chill for broilers when the afternoon heat peaks.',
  ],
  [
    'Feed conversion ratio (FCR)',
    'feed-conversion-ratio',
    'How FCR is worked out from feed used and live weight sold, and what lowers it.',
  ],
  [
    'Reading the Ross 308 growth curve',
    'ross-308-curve',
    'Compare weekly weighings with the breed target and spot flocks falling behind.',
  ],
  [
    'Cobb 500 performance targets',
    'cobb-500-targets',
    'Body weight, daily gain and feed intake targets by age for Cobb 500 broilers.',
  ],
  [
    'Daily mortality recording',
    'daily-mortality',
    'Record deaths and culls by house every morning; trends tell you more than totals.',
  ],
  [
    'Biosecurity at the farm gate',
    'biosecurity-gate',
    'Foot baths, visitor logs and vehicle disinfection: the first line of defence.',
  ],
  [
    'Rodent control around poultry houses',
    'rodent-control',
    'Bait stations, clean edges and sealed feed stores keep rats and mice out.',
  ],
  [
    'Lighting programmes for broilers',
    'broiler-lighting',
    'Dark hours support leg health and calm birds; set them after day seven.',
  ],
  [
    'Layer lighting and egg production',
    'layer-lighting',
    'Stepping up day length at point of lay to bring hens into production evenly.',
  ],
  [
    'Egg grading and storage',
    'egg-grading',
    'Grade by weight, keep eggs at 12–15 °C and turn hatching eggs correctly.',
  ],
  [
    'Hen-day production rate',
    'hen-day-production',
    'Eggs laid per hen alive per day, and why it differs from hen-housed production.',
  ],
  [
    'Feed storage and silo hygiene',
    'feed-silo-hygiene',
    'Empty and clean silos between flocks to stop mould and caked feed.',
  ],
  [
    'Choosing a feed supplier',
    'feed-supplier',
    'Compare analysis sheets, delivery reliability and price per tonne of starter and grower.',
  ],
  [
    'Coccidiosis prevention',
    'coccidiosis-prevention',
    'Anticoccidials, vaccines and dry litter: keeping coccidiosis below the damage line.',
  ],
  [
    'Heat stress signs in broilers',
    'heat-stress',
    'Panting, wing spreading and lower feed intake: act before mortality climbs.',
  ],
  [
    'Catching and loading birds',
    'catching-loading',
    'Calm catching at night, right crate density and short waits before transport.',
  ],
  [
    'Cleaning out between flocks',
    'clean-out',
    'Dry clean, wash, disinfect and leave the house empty long enough to break disease cycles.',
  ],
  [
    'Medicine withdrawal periods',
    'withdrawal-periods',
    'Record every treatment and respect the withdrawal days before birds are sold.',
  ],
  [
    'Working with your poultry vet',
    'poultry-vet',
    'What to prepare for a vet visit: records, samples and a walk through every house.',
  ],
  [
    'Diesel use for generators',
    'generator-diesel',
    'Log generator hours and diesel so power cuts do not surprise the budget.',
  ],
  [
    'Wood and heating costs',
    'heating-costs',
    'Compare wood, gas and diesel heaters per flock and per kilogram produced.',
  ],
  [
    'Staff food and farm expenses',
    'farm-expenses',
    'Keeping small expenses in the same ledger as feed and medicine shows the true cost.',
  ],
  [
    'Salaries on a poultry farm',
    'farm-salaries',
    'Paying farm hands monthly or per flock, and recording advances fairly.',
  ],
  [
    'Cost per kilogram of live weight',
    'cost-per-kg',
    'Add chicks, feed, medicine, energy and labour, then divide by kilograms sold.',
  ],
  [
    'European Production Efficiency Factor',
    'epef',
    'EPEF combines liveability, weight, age and FCR into one number per flock.',
  ],
  [
    'Selling live birds by weight',
    'selling-by-weight',
    'Weigh crates on a calibrated scale and agree the rate per kilogram in advance.',
  ],
  [
    'Cash sales and receipts',
    'cash-sales',
    'Give a receipt for every cash sale and match the cash book weekly.',
  ],
  [
    'Planning chick placements',
    'chick-placements',
    'Order day-old chicks early and match placement dates to clean-out and feed deliveries.',
  ],
  [
    'Day-old chick quality checks',
    'chick-quality',
    'Navel, legs, activity and crop fill within 24 hours tell you how the start went.',
  ],
  [
    'Drinker line height',
    'drinker-height',
    'Keep nipple drinkers at eye level for chicks and raise them as the birds grow.',
  ],
  [
    'Feeder space per bird',
    'feeder-space',
    'How many birds per pan feeder, and why crowding at the feeders slows growth.',
  ],
  [
    'Stocking density rules',
    'stocking-density',
    'Kilograms per square metre at the end of the flock and what the rules allow.',
  ],
  [
    'Ammonia and air quality',
    'ammonia-air-quality',
    'Keep ammonia under 20 ppm: ventilation, litter moisture and drinker leaks.',
  ],
  [
    'Footpad dermatitis scoring',
    'footpad-scoring',
    'Score feet at slaughter and use the results to fix litter and drinkers.',
  ],
  [
    'Free-range layer management',
    'free-range-layers',
    'Range access, pop holes and predator protection for free-range hens.',
  ],
  [
    'Moulting and flock renewal',
    'moulting',
    'When to replace a laying flock and what a planned moult can and cannot do.',
  ],
  [
    'Record keeping for audits',
    'record-keeping',
    'Which records auditors ask for and how to keep them complete every day.',
  ],
  [
    'Alarm systems for poultry houses',
    'house-alarms',
    'Temperature and power alarms that call you before a small fault becomes a loss.',
  ],
  [
    'Energy saving on the farm',
    'energy-saving',
    'Insulation, LED lighting and fan maintenance that pay back within a year.',
  ],
  [
    'Manure handling and reuse',
    'manure-handling',
    'Store litter safely and sell or spread it as fertiliser at the right time.',
  ],
  [
    'Avian influenza preparedness',
    'avian-influenza',
    'Housing orders, wild bird contact and what to do if birds fall sick suddenly.',
  ],
  [
    'Training new farm staff',
    'staff-training',
    'A first-week plan: biosecurity, daily checks and how to record deaths and feed.',
  ],
  [
    'Weighing broilers correctly',
    'weighing-broilers',
    'Weigh at the same time, in several spots of the house, and use enough birds.',
  ],
  [
    'Understanding a feed tag',
    'feed-tag',
    'Protein, energy, calcium and additives: what the feed tag tells you.',
  ],
  [
    'Seasonal farm checklist',
    'seasonal-checklist',
    'Tasks for each season: heaters before winter, cool pads before summer.',
  ],
  [
    'Closing a flock',
    'closing-a-flock',
    'The final weighing, the last sale and the closing sheet that shows the profit.',
  ],
];

/** The sample results: ids `r01`.., urls on the farm knowledge site. */
export const searchResults: SearchResult[] = TOPICS.map(([title, slug, excerpt], index) => ({
  id: `r${String(index + 1).padStart(2, '0')}`,
  title,
  url: `https://guides.flockbook.example/${slug}`,
  excerpt,
}));
