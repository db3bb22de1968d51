import { article } from './article.ts';

/** The 24 articles of "Item Support"; the first five are its featured ones. */
export const itemSupportArticles = [
  article(
    'a-support-1',
    'Calibrating a bird scale',
    '<p>Check the platform scale with a known weight before each weighing day. A scale that reads 50 g light on every bird makes the whole flock look behind the breed curve.</p>',
  ),
  article(
    'a-support-2',
    'Drinker lines: pressure and height',
    '<p>Raise the nipple line as the birds grow so they drink with their heads slightly up. Record the daily water use: a sudden drop is often the first sign of illness.</p>',
  ),
  article(
    'a-support-3',
    'Feeder pans and feed waste',
    "<p>Feed spilled from pans set too low raises the feed conversion ratio. Set the rim at the height of the birds' backs and check it weekly.</p>",
  ),
  article(
    'a-support-4',
    'Heaters and brooding temperature',
    '<p>Keep the brooding area at 32–33 °C on day one and lower it by about 0.5 °C a day. Book the fuel used so heating shows in the flock costs.</p>',
  ),
  article(
    'a-support-5',
    'Ventilation fans and litter quality',
    '<p>Wet litter causes foot-pad lesions and ammonia. Run minimum ventilation even in cold weather and note wet spots in the daily report.</p>',
  ),
  article(
    'a-support-6',
    'Reading the water meter',
    '<p>Read the meter of each house at the same hour every day. Birds drink about 1.8 times as much water as they eat feed; a change in that ratio deserves a walk through the house.</p>',
  ),
  article(
    'a-support-7',
    'Cleaning drinker lines between flocks',
    '<p>Flush the lines at high pressure, fill them with a cleaning solution for the time its label gives, and flush again with clean water before the chicks arrive.</p>',
  ),
  article(
    'a-support-8',
    'Thermometers and humidity sensors',
    '<p>Hang sensors at bird height, away from heaters and inlets. Compare them with a hand thermometer once a week; a sensor that drifts by two degrees changes how the controller ventilates.</p>',
  ),
  article(
    'a-support-9',
    'Lighting programmes and dimmers',
    '<p>Give broilers at least four hours of darkness a day after the first week, in one block. Dim the lights slowly at dusk and dawn so the birds are not startled.</p>',
  ),
  article(
    'a-support-10',
    'Alarms and power cuts',
    '<p>Test the house alarm every week: high and low temperature and power failure. Make sure it calls a phone that someone answers at night.</p>',
  ),
  article(
    'a-support-11',
    'Testing the standby generator',
    '<p>Run the generator under load for fifteen minutes every week and keep its tank full. Note each test in the house notes so the next shift knows it was done.</p>',
  ),
  article(
    'a-support-12',
    'Cooling pads in hot weather',
    '<p>Wet the pads fully before the heat of the day and clean them of dust and scale between flocks. Dry streaks let hot air in and leave parts of the house too warm.</p>',
  ),
  article(
    'a-support-13',
    'Air inlets and curtains',
    '<p>Check that every inlet opens to the same width and that curtains close tightly. A jammed inlet makes a cold draught on one side of the house and a warm spot on the other.</p>',
  ),
  article(
    'a-support-14',
    'Keeping feed silos clean',
    '<p>Empty each silo completely between flocks and look for caked feed on the walls. Mouldy feed at the bottom of a silo spoils every delivery that follows.</p>',
  ),
  article(
    'a-support-15',
    'Feed augers and feed lines',
    '<p>Listen to the augers when they start: a grinding noise means a worn bearing or a foreign body. Check that the last pan of each line fills as well as the first.</p>',
  ),
  article(
    'a-support-16',
    'Litter depth and turning',
    '<p>Keep the litter dry and loose. Turn caked litter under the drinkers and add fresh shavings where it stays wet.</p>',
  ),
  article(
    'a-support-17',
    'Egg belts in layer houses',
    '<p>Run the egg belts at the same times every day and keep them clean of broken eggs. Count the eggs collected per house each day: hen-day production on the flock page is based on them.</p>',
  ),
  article(
    'a-support-18',
    'Nest boxes for layers and breeders',
    '<p>Open the nests a few days before the first eggs are expected and keep the nest pads clean. Eggs laid on the floor are dirtier and break more often.</p>',
  ),
  article(
    'a-support-19',
    'Cleaning and disinfection between flocks',
    '<ul><li>Remove the litter and dry-clean the house.</li><li>Wash with detergent and let the house dry.</li><li>Disinfect, then leave the house empty for at least a week.</li></ul>',
  ),
  article(
    'a-support-20',
    'Rodent control',
    '<p>Keep bait stations along the outside walls and check them every week. Rats and mice carry disease and eat feed; a clear strip of gravel around the house keeps them further away.</p>',
  ),
  article(
    'a-support-21',
    'Biosecurity at the house door',
    '<p>Change boots and put on house clothes at every door, and keep a visitors’ book. Visitors who were on another poultry farm that day do not go in.</p>',
  ),
  article(
    'a-support-22',
    'Brooder rings and chick paper',
    '<p>Keep day-old chicks near feed, water and heat with brooder rings or chick paper for the first days. Widen the area every day as the chicks grow.</p>',
  ),
  article(
    'a-support-23',
    'Measuring ammonia',
    '<p>Measure ammonia at bird height. Above 20 ppm the birds grow slower and their eyes and lungs suffer: raise the minimum ventilation.</p>',
  ),
  article(
    'a-support-24',
    'Keeping a maintenance log',
    '<p>Write down each repair, filter change and calibration with its date in the notes app. Before the next flock, the log shows what is due.</p>',
  ),
];
