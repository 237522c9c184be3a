/** The believable demo: neighbourhoods, business kinds with their products, place kinds, tags. */

export type Area = {
  en: string;
  am: string;
  lat: number;
  lng: number;
  city?: boolean;
  /** Addresses of the area as people there write them in Amharic: a landmark, a building and its floor. */
  addressesAm: string[];
};

/** An area by its names, its approximate centre and addresses there as people write them in Amharic. */
const area = (en: string, am: string, lat: number, lng: number, addressesAm: string[]): Area => ({
  en,
  am,
  lat,
  lng,
  addressesAm,
});

/** Addis Ababa neighbourhoods (approximate centres), all within about 10 km of Piassa. */
// biome-ignore format: a table, one area a row
export const ADDIS_AREAS: Area[] = [
  area('Piassa', 'ፒያሳ', 9.0335, 38.7505, ['ፒያሳ፣ ከጊዮርጊስ ቤተ ክርስቲያን ፊት ለፊት', 'ፒያሳ፣ ሲኒማ ኢትዮጵያ አጠገብ', 'ፒያሳ፣ ከማዘጋጃ ቤት ወረድ ብሎ፣ አቢሲኒያ ባንክ ያለበት ህንፃ 1ኛ ፎቅ']),
  area('Merkato', 'መርካቶ', 9.0305, 38.7365, ['መርካቶ፣ ከአንዋር መስጊድ አጠገብ', 'መርካቶ፣ ራጉኤል ቤተ ክርስቲያን አካባቢ', 'መርካቶ፣ ሸማ ተራ፣ ሀብታሙ ህንፃ 2ኛ ፎቅ']),
  area('Arat Kilo', 'አራት ኪሎ', 9.0335, 38.7625, ['አራት ኪሎ፣ ከሳይንስ ፋኩልቲ ፊት ለፊት', 'አራት ኪሎ፣ ከድል ሐውልቱ አጠገብ', 'አራት ኪሎ፣ ወደ ፓርላማ በሚወስደው መንገድ ላይ']),
  area('Sidist Kilo', 'ስድስት ኪሎ', 9.0455, 38.7605, ['ስድስት ኪሎ፣ ከዩኒቨርሲቲው ዋና በር አጠገብ', 'ስድስት ኪሎ፣ የካቲት 12 ሐውልት አካባቢ']),
  area('Kazanchis', 'ካዛንቺስ', 9.0165, 38.7685, ['ካዛንቺስ፣ ከኢንተርኮንቲኔንታል ሆቴል ጀርባ', 'ካዛንቺስ ቶታል፣ ንግድ ባንክ ያለበት ህንፃ 3ኛ ፎቅ', 'ካዛንቺስ፣ ከኢሲኤ አጠገብ']),
  area('Bole', 'ቦሌ', 8.9955, 38.7895, ['ቦሌ፣ ከኤድና ሞል አጠገብ', 'ቦሌ መድኃኔዓለም፣ ከቤተ ክርስቲያኑ ጀርባ', 'ቦሌ፣ ፍሬንድሺፕ ህንፃ 2ኛ ፎቅ']),
  area('Mexico', 'ሜክሲኮ', 9.0105, 38.7445, ['ሜክሲኮ አደባባይ፣ ከንግድ ሥራ ኮሌጅ ፊት ለፊት', 'ሜክሲኮ፣ ከአደባባዩ ወደ ልደታ በሚወስደው መንገድ ላይ']),
  area('Lideta', 'ልደታ', 9.0125, 38.7355, ['ልደታ፣ ከልደታ ማርያም ቤተ ክርስቲያን አጠገብ', 'ልደታ፣ ከፍርድ ቤቱ ፊት ለፊት ያለው ህንፃ 1ኛ ፎቅ']),
  area('Megenagna', 'መገናኛ', 9.0205, 38.8005, ['መገናኛ፣ ዘፍመሽ ግራንድ ሞል 3ኛ ፎቅ', 'መገናኛ፣ ከአደባባዩ ወደ ሲኤምሲ በሚወስደው መንገድ ላይ']),
  area('Sarbet', 'ሳርቤት', 8.9955, 38.7415, ['ሳርቤት፣ ከአደባባዩ ወደ ጎፋ በሚወስደው መንገድ ላይ', 'ሳርቤት፣ ከቶታል ማደያ አጠገብ']),
  area('Gerji', 'ገርጂ', 8.9985, 38.8095, ['ገርጂ፣ ከኢምፔሪያል አደባባይ ገባ ብሎ', 'ገርጂ መብራት ኃይል፣ አዋሽ ባንክ ያለበት ህንፃ 2ኛ ፎቅ']),
  area('Shiro Meda', 'ሽሮ ሜዳ', 9.0655, 38.7645, ['ሽሮ ሜዳ፣ ከአሜሪካ ኤምባሲ አጠገብ', 'ሽሮ ሜዳ፣ የሽመና ገበያው ውስጥ']),
  area('Atlas', 'አትላስ', 9.0005, 38.7795, ['አትላስ፣ ከአትላስ ሆቴል ጀርባ', 'አትላስ፣ ዳሽን ባንክ ያለበት ህንፃ 1ኛ ፎቅ']),
  area('Saris', 'ሳሪስ', 8.9555, 38.7625, ['ሳሪስ አቦ፣ ከማዞሪያው አጠገብ', 'ሳሪስ፣ ወደ ቃሊቲ በሚወስደው መንገድ ዳር']),
];

const city = (...args: Parameters<typeof area>): Area => ({ ...area(...args), city: true });

/** Other Ethiopian cities, so the demo is not only Addis. */
export const OTHER_CITIES: Area[] = [
  city('Adama', 'አዳማ', 8.5408, 39.2689, ['አዳማ፣ ፖስታ ቤት አካባቢ', 'አዳማ፣ ከመናኸሪያው አጠገብ']),
  city('Bahir Dar', 'ባሕር ዳር', 11.5936, 37.3908, ['ባሕር ዳር፣ ከጊዮርጊስ ቤተ ክርስቲያን አጠገብ', 'ባሕር ዳር፣ ከፓፒረስ ሆቴል አጠገብ']),
  city('Hawassa', 'ሀዋሳ', 7.0621, 38.4764, ['ሀዋሳ፣ ፒያሳ፣ ከንግድ ባንክ አጠገብ', 'ሀዋሳ፣ ወደ ሐይቁ በሚወስደው መንገድ ላይ']),
  city('Gondar', 'ጎንደር', 12.6072, 37.4592, ['ጎንደር፣ ፒያሳ፣ ከፋሲል ግንብ አጠገብ', 'ጎንደር፣ ከመናኸሪያው አጠገብ']),
  city('Dire Dawa', 'ድሬ ዳዋ', 9.6009, 41.8501, ['ድሬ ዳዋ፣ ከዚራ፣ ከባቡር ጣቢያው አጠገብ', 'ድሬ ዳዋ፣ ሳቢያን፣ ከገበያው አጠገብ']),
];

export type TagDef = { tag: string; category: string; am: string };

export const TAGS: TagDef[] = [
  { tag: 'atm', category: 'atm', am: 'ኤቲኤም' },
  { tag: 'bank', category: 'atm', am: 'ባንክ' },
  { tag: 'hospital', category: 'hospital', am: 'ሆስፒታል' },
  { tag: 'clinic', category: 'hospital', am: 'ክሊኒክ' },
  { tag: 'pharmacy', category: 'hospital', am: 'ፋርማሲ' },
  { tag: 'fuel', category: 'gas_station', am: 'ነዳጅ' },
  { tag: 'carwash', category: 'gas_station', am: 'መኪና እጥበት' },
  { tag: 'plumbing', category: 'home_services', am: 'ቧንቧ' },
  { tag: 'electrician', category: 'home_services', am: 'ኤሌክትሪክ' },
  { tag: 'cleaning', category: 'home_services', am: 'ጽዳት' },
  { tag: 'furniture', category: 'home_services', am: 'የቤት እቃ' },
  { tag: 'restaurant', category: 'restaurant', am: 'ምግብ ቤት' },
  { tag: 'injera', category: 'restaurant', am: 'እንጀራ' },
  { tag: 'kitfo', category: 'restaurant', am: 'ክትፎ' },
  { tag: 'tibs', category: 'restaurant', am: 'ጥብስ' },
  { tag: 'pizza', category: 'restaurant', am: 'ፒዛ' },
  { tag: 'burger', category: 'restaurant', am: 'በርገር' },
  { tag: 'coffee', category: 'cafe', am: 'ቡና' },
  { tag: 'bakery', category: 'cafe', am: 'ዳቦ ቤት' },
  { tag: 'juice', category: 'cafe', am: 'ጭማቂ' },
  { tag: 'pastry', category: 'cafe', am: 'ኬክ' },
  { tag: 'electronics', category: 'shopping', am: 'ኤሌክትሮኒክስ' },
  { tag: 'phones', category: 'shopping', am: 'ስልክ' },
  { tag: 'fashion', category: 'shopping', am: 'ፋሽን' },
  { tag: 'habesha', category: 'shopping', am: 'ሀበሻ ልብስ' },
  { tag: 'shoes', category: 'shopping', am: 'ጫማ' },
  { tag: 'books', category: 'shopping', am: 'መጻሕፍት' },
  { tag: 'spices', category: 'shopping', am: 'ቅመማ ቅመም' },
  { tag: 'supermarket', category: 'shopping', am: 'ሱፐርማርኬት' },
  { tag: 'hotel', category: 'lodging', am: 'ሆቴል' },
  { tag: 'guesthouse', category: 'lodging', am: 'እንግዳ ማረፊያ' },
  { tag: 'school', category: 'education', am: 'ትምህርት ቤት' },
  { tag: 'church', category: 'worship', am: 'ቤተ ክርስቲያን' },
  { tag: 'mosque', category: 'worship', am: 'መስጊድ' },
  { tag: 'bus', category: 'transport', am: 'አውቶቡስ' },
  { tag: 'salon', category: 'services', am: 'የውበት ሳሎን' },
  { tag: 'tailor', category: 'services', am: 'ልብስ ሰፊ' },
  { tag: 'printing', category: 'services', am: 'ህትመት' },
  { tag: 'gym', category: 'leisure', am: 'ጂም' },
  { tag: 'park', category: 'leisure', am: 'መናፈሻ' },
  { tag: 'museum', category: 'leisure', am: 'ሙዚየም' },
  { tag: 'office', category: 'government', am: 'ቢሮ' },
];

export type ProductDef = {
  en: string;
  am: string;
  price: [number, number];
  tags: string[];
  description: string;
  /** The description as a shop in Addis Ababa would write it in Amharic. */
  descriptionAm: string;
};
export type BusinessKind = {
  category: string;
  names: [string, string][];
  tags: string[];
  description: string;
  descriptionAm: string;
  products: ProductDef[];
};

export const BUSINESS_KINDS: BusinessKind[] = [
  {
    category: 'cafe',
    names: [
      ['Buna Bet', 'ቡና ቤት'],
      ['Coffee House', 'ቡና ቤት'],
      ['Jebena Cafe', 'ጀበና ካፌ'],
    ],
    tags: ['coffee', 'pastry', 'juice'],
    description: 'Freshly roasted Ethiopian coffee, macchiato and pastries, served all day.',
    descriptionAm: 'በየቀኑ የሚቆላ የሀገር ቡና፣ ማኪያቶና ኬክ ከጠዋት እስከ ማታ።',
    products: [
      {
        en: 'Macchiato',
        am: 'ማኪያቶ',
        price: [35, 60],
        tags: ['coffee'],
        description: 'Espresso with a cloud of steamed milk.',
        descriptionAm: 'ኤስፕሬሶ በሞቀ ወተትና አረፋ።',
      },
      {
        en: 'Jebena Buna',
        am: 'ጀበና ቡና',
        price: [30, 50],
        tags: ['coffee'],
        description: 'Traditional coffee from the clay pot, with popcorn.',
        descriptionAm: 'በጀበና የተፈላ የሀገር ቡና ከፈንዲሻ ጋር።',
      },
      {
        en: 'Avocado Juice',
        am: 'የአቮካዶ ጭማቂ',
        price: [70, 120],
        tags: ['juice'],
        description: 'Layered avocado, mango and papaya.',
        descriptionAm: 'አቮካዶ፣ ማንጎና ፓፓያ ተደራርቦ የሚቀርብ ስፕሪስ።',
      },
      {
        en: 'Chocolate Cake',
        am: 'የቸኮሌት ኬክ',
        price: [90, 150],
        tags: ['pastry'],
        description: 'A slice of the house chocolate cake.',
        descriptionAm: 'እዚሁ የምንጋግረው የቸኮሌት ኬክ፤ በቁራጭ።',
      },
    ],
  },
  {
    category: 'restaurant',
    names: [
      ['Habesha Restaurant', 'ሀበሻ ምግብ ቤት'],
      ['Kitfo House', 'ክትፎ ቤት'],
      ['Family Kitchen', 'የቤተሰብ ማዕድ'],
    ],
    tags: ['restaurant', 'injera', 'kitfo', 'tibs'],
    description: 'Home-style Ethiopian dishes on fresh injera, fasting menu on Wednesdays and Fridays.',
    descriptionAm: 'የቤት አሰራር የሀገር ምግቦች በትኩስ እንጀራ። ረቡዕና አርብ የጾም ምግብ አለን።',
    products: [
      {
        en: 'Special Kitfo',
        am: 'ልዩ ክትፎ',
        price: [450, 750],
        tags: ['kitfo'],
        description: 'Minced beef with mitmita and niter kibbeh, with ayib and gomen.',
        descriptionAm: 'በሚጥሚጣና በንጥር ቅቤ የተለወሰ ክትፎ ከአይብና ከጎመን ጋር።',
      },
      {
        en: 'Shiro Tegabino',
        am: 'ሽሮ ተጋቢኖ',
        price: [180, 280],
        tags: ['injera'],
        description: 'Bubbling chickpea stew served in its clay pot.',
        descriptionAm: 'በሸክላ ድስት እንደተንተከተከ የሚቀርብ ሽሮ።',
      },
      {
        en: 'Yebeg Tibs',
        am: 'የበግ ጥብስ',
        price: [400, 650],
        tags: ['tibs'],
        description: 'Lamb tibs with rosemary, onion and green pepper.',
        descriptionAm: 'በሽንኩርት፣ በቃሪያና በጥብስ ቅጠል የተጠበሰ የበግ ሥጋ።',
      },
      {
        en: 'Beyaynetu',
        am: 'በያይነቱ',
        price: [200, 320],
        tags: ['injera'],
        description: 'Fasting platter of lentils, split peas, cabbage and more.',
        descriptionAm: 'ምስር፣ ክክ፣ ጥቅል ጎመንና ሌሎችም ያሉበት የጾም በያይነቱ።',
      },
    ],
  },
  {
    category: 'restaurant',
    names: [
      ['Pizza Corner', 'ፒዛ ኮርነር'],
      ['Burger Spot', 'በርገር ስፖት'],
    ],
    tags: ['restaurant', 'pizza', 'burger'],
    description: 'Pizza from the wood oven and burgers, to eat in or take away.',
    descriptionAm: 'በእንጨት ምድጃ የተጋገረ ፒዛና በርገር፤ እዚሁ ይመገቡ ወይም ይዘው ይሂዱ።',
    products: [
      {
        en: 'Margherita Pizza',
        am: 'ማርጋሪታ ፒዛ',
        price: [380, 560],
        tags: ['pizza'],
        description: 'Tomato, mozzarella and basil.',
        descriptionAm: 'ቲማቲም፣ ሞዛሬላ አይብና በሶብላ።',
      },
      {
        en: 'Special Burger',
        am: 'ስፔሻል በርገር',
        price: [350, 520],
        tags: ['burger'],
        description: 'Beef burger with cheese, egg and chips.',
        descriptionAm: 'የበሬ ሥጋ በርገር ከአይብ፣ ከእንቁላልና ከችፕስ ጋር።',
      },
      {
        en: 'Club Sandwich',
        am: 'ክለብ ሳንድዊች',
        price: [300, 450],
        tags: ['restaurant'],
        description: 'Chicken, egg and vegetables, with chips.',
        descriptionAm: 'ዶሮ፣ እንቁላልና አትክልት ያለበት ሳንድዊች ከችፕስ ጋር።',
      },
    ],
  },
  {
    category: 'shopping',
    names: [
      ['Mobile Center', 'ሞባይል ማዕከል'],
      ['Electronics', 'ኤሌክትሮኒክስ'],
    ],
    tags: ['electronics', 'phones'],
    description: 'Phones, accessories and repairs with warranty.',
    descriptionAm: 'ሞባይል፣ መለዋወጫና ጥገና በዋስትና።',
    products: [
      {
        en: 'Smartphone 128 GB',
        am: 'ስማርት ስልክ 128 ጊባ',
        price: [14000, 32000],
        tags: ['phones'],
        description: 'Dual SIM, with charger and case.',
        descriptionAm: 'ባለሁለት ሲም፤ ከቻርጀርና ከኮቨር ጋር።',
      },
      {
        en: 'Power Bank 20000 mAh',
        am: 'ፓወር ባንክ',
        price: [1500, 2800],
        tags: ['electronics'],
        description: 'Charges a phone four times over.',
        descriptionAm: 'ስልክዎን አራት ጊዜ ሙሉ ይሞላል።',
      },
      {
        en: 'Screen Repair',
        am: 'የስክሪን ጥገና',
        price: [1200, 4500],
        tags: ['phones'],
        description: 'Same-day screen replacement.',
        descriptionAm: 'የተሰበረ ስክሪን በዚያው ቀን እንቀይራለን።',
      },
    ],
  },
  {
    category: 'shopping',
    names: [
      ['Habesha Kemis', 'ሀበሻ ቀሚስ'],
      ['Shema Weavers', 'ሸማ ሸማኔዎች'],
    ],
    tags: ['habesha', 'fashion', 'tailor'],
    description: 'Hand-woven habesha kemis, netela and gabi, made to measure.',
    descriptionAm: 'በእጅ የተሸመነ የሀበሻ ቀሚስ፣ ነጠላና ጋቢ፤ በልክዎ እንሰራለን።',
    products: [
      {
        en: 'Habesha Kemis',
        am: 'ሀበሻ ቀሚስ',
        price: [4500, 15000],
        tags: ['habesha', 'fashion'],
        description: 'Hand-woven cotton dress with tibeb border.',
        descriptionAm: 'በእጅ የተሸመነ፣ ጥለት ያለው የጥጥ ቀሚስ።',
      },
      {
        en: 'Netela',
        am: 'ነጠላ',
        price: [800, 2200],
        tags: ['habesha'],
        description: 'Light cotton shawl with a woven border.',
        descriptionAm: 'ቀጭን የጥጥ ነጠላ፤ ጠርዙ ጥለት ያለው።',
      },
      {
        en: 'Gabi',
        am: 'ጋቢ',
        price: [1800, 3500],
        tags: ['habesha'],
        description: 'Warm four-layer cotton wrap.',
        descriptionAm: 'ባለአራት ድርብ፣ የሚያሞቅ የጥጥ ጋቢ።',
      },
    ],
  },
  {
    category: 'shopping',
    names: [
      ['Spice Market', 'የቅመም ገበያ'],
      ['Mini Market', 'ሚኒ ማርኬት'],
    ],
    tags: ['spices', 'supermarket'],
    description: 'Berbere, mitmita, shiro and everyday groceries.',
    descriptionAm: 'በርበሬ፣ ሚጥሚጣ፣ ሽሮና የዕለት ፍጆታ ሸቀጦች።',
    products: [
      {
        en: 'Berbere 1 kg',
        am: 'በርበሬ 1 ኪሎ',
        price: [450, 700],
        tags: ['spices'],
        description: 'Sun-dried chilli blend, ground to order.',
        descriptionAm: 'በፀሐይ ከደረቀ ቃሪያና ከቅመም የተዘጋጀ በርበሬ፤ ሲያዙ እንፈጫለን።',
      },
      {
        en: 'Shiro Powder 1 kg',
        am: 'ሽሮ 1 ኪሎ',
        price: [250, 400],
        tags: ['spices'],
        description: 'Roasted chickpea flour with spices.',
        descriptionAm: 'ከተቆላ ሽምብራና ከቅመም የተፈጨ ሽሮ።',
      },
      {
        en: 'Teff 5 kg',
        am: 'ጤፍ 5 ኪሎ',
        price: [650, 950],
        tags: ['supermarket'],
        description: 'Magna white teff for injera.',
        descriptionAm: 'ለእንጀራ የሚሆን ማኛ ነጭ ጤፍ።',
      },
    ],
  },
  {
    category: 'services',
    names: [
      ['Beauty Salon', 'የውበት ሳሎን'],
      ['Barber Shop', 'ፀጉር ቤት'],
    ],
    tags: ['salon'],
    description: 'Hair, braiding and beauty care by appointment or walk-in.',
    descriptionAm: 'የፀጉር ሥራ፣ ሹሩባና የውበት እንክብካቤ፤ በቀጠሮም ያለ ቀጠሮም እናስተናግዳለን።',
    products: [
      {
        en: 'Braiding',
        am: 'ሹሩባ',
        price: [500, 1500],
        tags: ['salon'],
        description: 'Traditional and modern braids.',
        descriptionAm: 'የባህልም የዘመኑም የሹሩባ አሰራሮች።',
      },
      {
        en: 'Haircut',
        am: 'የፀጉር ቁርጥ',
        price: [150, 400],
        tags: ['salon'],
        description: 'Cut and style.',
        descriptionAm: 'የፀጉር ቁርጥና አበጣጠር።',
      },
    ],
  },
  {
    category: 'home_services',
    names: [
      ['Home Fix', 'ሆም ፊክስ'],
      ['Furniture', 'የቤት እቃዎች'],
    ],
    tags: ['plumbing', 'electrician', 'furniture', 'cleaning'],
    description: 'Plumbing, wiring, cleaning and furniture made in our own workshop.',
    descriptionAm: 'የቧንቧ፣ የኤሌክትሪክና የጽዳት አገልግሎት፤ የቤት እቃዎችንም በራሳችን ወርክሾፕ እንሰራለን።',
    products: [
      {
        en: 'Plumbing Visit',
        am: 'የቧንቧ ጥገና',
        price: [500, 900],
        tags: ['plumbing'],
        description: 'A plumber at your door within the day.',
        descriptionAm: 'ባለሙያ በዕለቱ ቤትዎ ድረስ ይመጣል።',
      },
      {
        en: 'Sofa Set',
        am: 'ሶፋ',
        price: [25000, 60000],
        tags: ['furniture'],
        description: 'Three-seat sofa and two chairs, local hardwood.',
        descriptionAm: 'ባለሦስት ሰው ሶፋና ሁለት ወንበር፣ ከሀገር ውስጥ ጠንካራ እንጨት።',
      },
      {
        en: 'House Cleaning',
        am: 'የቤት ጽዳት',
        price: [800, 1600],
        tags: ['cleaning'],
        description: 'Deep cleaning of a two-bedroom flat.',
        descriptionAm: 'የሁለት መኝታ ቤት ሙሉ ጽዳት።',
      },
    ],
  },
  {
    category: 'leisure',
    names: [
      ['Fitness Gym', 'ፊትነስ ጂም'],
      ['Book Shop', 'መጻሕፍት መደብር'],
    ],
    tags: ['gym', 'books'],
    description: 'A place to train, read and meet friends.',
    descriptionAm: 'ስፖርት የሚሰሩበት፣ የሚያነቡበትና ከጓደኞችዎ ጋር የሚገናኙበት ቦታ።',
    products: [
      {
        en: 'Monthly Membership',
        am: 'ወርሃዊ አባልነት',
        price: [1200, 3000],
        tags: ['gym'],
        description: 'Unlimited access for a month.',
        descriptionAm: 'ለአንድ ወር በፈለጉት ሰዓት ገብተው ስፖርት ይሰራሉ።',
      },
      {
        en: 'Fikir Eske Mekabir',
        am: 'ፍቅር እስከ መቃብር',
        price: [450, 650],
        tags: ['books'],
        description: 'The classic novel by Haddis Alemayehu.',
        descriptionAm: 'የሐዲስ ዓለማየሁ ዝነኛ ልቦለድ።',
      },
    ],
  },
];

export type PlaceKind = { category: string; tag: string; names: [string, string][] };

/** Public places of the demo, named after their area (e.g. "Kazanchis Pharmacy" / "ካዛንቺስ ፋርማሲ"). */
// biome-ignore format: a table, one kind a row
export const PLACE_KINDS: PlaceKind[] = [
  { category: 'atm', tag: 'atm', names: [['ATM', 'ኤቲኤም'], ['Bank Branch', 'ባንክ ቅርንጫፍ']] },
  { category: 'hospital', tag: 'hospital', names: [['General Hospital', 'ጠቅላላ ሆስፒታል'], ['Health Center', 'ጤና ጣቢያ']] },
  { category: 'hospital', tag: 'pharmacy', names: [['Pharmacy', 'ፋርማሲ']] },
  { category: 'gas_station', tag: 'fuel', names: [['Fuel Station', 'ነዳጅ ማደያ']] },
  { category: 'worship', tag: 'church', names: [['Medhane Alem Church', 'መድኃኔ ዓለም ቤተ ክርስቲያን'], ['Kidist Mariam Church', 'ቅድስት ማርያም ቤተ ክርስቲያን']] },
  { category: 'worship', tag: 'mosque', names: [['Mosque', 'መስጊድ']] },
  { category: 'transport', tag: 'bus', names: [['Bus Stop', 'የአውቶቡስ ማቆሚያ']] },
  { category: 'leisure', tag: 'park', names: [['Park', 'መናፈሻ']] },
  { category: 'education', tag: 'school', names: [['Primary School', 'አንደኛ ደረጃ ትምህርት ቤት']] },
  { category: 'lodging', tag: 'hotel', names: [['Hotel', 'ሆቴል']] },
];
