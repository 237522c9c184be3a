/** Demo content of the detail screens: reviewers, review texts and company posts, in English and Amharic. */

/** Demo reviewers (accounts without a password: nobody signs in as them). Some write their name in Ethiopic. */
export const REVIEWERS: [first: string, last: string][] = [
  ['Abebe', 'Bekele'],
  ['Almaz', 'Tesfaye'],
  ['Dawit', 'Haile'],
  ['Hanna', 'Girma'],
  ['Meron', 'Alemu'],
  ['Yonas', 'Tadesse'],
  ['ሰላም', 'ከበደ'],
  ['Tigist', 'Assefa'],
  ['Biruk', 'Mengistu'],
  ['ሊያ', 'ወርቁ'],
  ['Samuel', 'Getachew'],
  ['Hirut', 'Desta'],
  ['Kalkidan', 'Mulugeta'],
  ['ኢየሩሳሌም', 'አበራ'],
  ['Natnael', 'Fikru'],
  ['Bethlehem', 'Wondimu'],
  ['Mekdes', 'Ayele'],
  ['ሄኖክ', 'ሽፈራው'],
  ['Ruth', 'Negash'],
  ['Fitsum', 'Berhane'],
  ['Solomon', 'Tekle'],
  ['ማህሌት', 'ዮሐንስ'],
  ['Eyob', 'Kassa'],
  ['Saron', 'Lemma'],
];

/** Review texts by how the reviewer rated: 1–2, 3, 4–5. */
export const REVIEW_TEXTS: Record<'low' | 'mid' | 'high', string[]> = {
  high: [
    'Friendly staff and quick service. Will come back.',
    'My go-to place in the neighbourhood.',
    'Clean, calm and fairly priced.',
    'Easy to find, and they answer the phone.',
    'Great value for money.',
    'Best in the area, ask for the house special.',
    'በጣም ጥሩ አገልግሎት። እንደገና እመጣለሁ።',
    'ንጹህ እና ምቹ ቦታ ነው።',
    'ሰራተኞቹ ትሁት ናቸው፣ ዋጋውም ተመጣጣኝ ነው።',
    'በአካባቢው ካሉት ሁሉ ምርጡ።',
  ],
  mid: [
    'Good, but crowded on weekends.',
    'Fine for the price. Parking is hard.',
    'Service was slow at lunch time, the rest was good.',
    'ጥሩ ነው ግን ቅዳሜና እሁድ ይጨናነቃል።',
    'አገልግሎቱ ትንሽ ይዘገያል።',
  ],
  low: [
    'We waited too long and nobody told us why.',
    'Prices went up and quality went down.',
    'Closed during the posted opening hours.',
    'ብዙ ጠበቅን፣ አገልግሎቱ ደካማ ነው።',
    'ዋጋው ውድ ነው።',
  ],
};

/** Company posts ("notices"). Times in Amharic are in Ethiopian hours (3 ሰዓት = 9 a.m.). */
export const POSTS: string[] = [
  'New stock arrived this week. Come and see!',
  'We are open on Sunday from 9:00 to 18:00.',
  'Students get 10% off this month with a student ID.',
  'Closed for Timket on 19 January. Melkam Timket!',
  'We now take telebirr and CBE Birr.',
  'Thank you for 1,000 likes on Sefer!',
  'Call us to order ahead and skip the queue.',
  'አዲስ እቃዎች ገብተዋል። ይጎብኙን!',
  'እሁድ ከ3 ሰዓት እስከ 12 ሰዓት ክፍት ነን።',
  'በዚህ ወር ለተማሪዎች የ10% ቅናሽ አለን።',
  'መልካም የገና በዓል! በበዓሉ ቀን ዝግ ነን።',
  'በቴሌብር መክፈል ይችላሉ።',
];
