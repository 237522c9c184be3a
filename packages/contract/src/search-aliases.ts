import { searchKey } from './search-text.ts';

/**
 * Curated bilingual vocabulary of Ethiopian place and business names (DESIGN §1 "curated aliases").
 *
 * Provenance: written from general knowledge of Amharic (and a few Tigrinya forms seen on signs), with
 * the spellings and abbreviations checked against the OpenStreetMap pairs that the relevance test does
 * NOT sample (it takes every 10th pair with both names; none of the sampled pairs was looked at). It is
 * general vocabulary — kinds of places, titles, common words and the names of nation-wide chains — never
 * an answer for one place.
 *
 * Each entry is `[English, Amharic]`, variants separated by `|`; the first variant of a side is what a
 * name in the other language is translated to. Words that are already spelled alike in both scripts
 * (`hotel`/`ሆቴል`, `bank`/`ባንክ`) need no entry: the search key joins them.
 *
 * The index holds, beside a name's key, the key translated phrase by phrase (`searchNameKey`), so an
 * Amharic query finds an English name and the reverse. The SQL twin `sefer_search_name` (migration 0010)
 * is generated from `searchAliasTables()`; `apps/api/test/search-key.test.ts` checks the two agree. Change
 * the vocabulary only together with a migration that replaces that function and recomputes `search_name`.
 */
export const SEARCH_ALIASES: readonly (readonly [english: string, amharic: string])[] = [
  // Worship
  ['church', 'ቤተ ክርስቲያን|ቤተክርስቲያን|ቤተ ክርስትያን|ቤተክርስትያን|ቤ/ክ|ቤ/ክርስቲያን|ቤተ ከርስቲያን'],
  ['cathedral', 'ካቴድራል'],
  ['monastery', 'ገዳም'],
  ['mosque|masjid|mesjid|mesgid', 'መስጊድ|መስጂድ|መስጅድ|መስኪድ'],
  ['cemetery|graveyard', 'መካነ መቃብር|መቃብር'],
  ['st|saint|holy', 'ቅዱስ|ቅድስት'],
  ['mariam|mary|maryam', 'ማርያም'],
  ['michael|mikael', 'ሚካኤል'],
  ['gabriel|gebriel|gebreal', 'ገብርኤል|ገብሬል'],
  ['george|giorgis|giyorgis', 'ጊዮርጊስ'],
  ['john|yohannes', 'ዮሐንስ|ዮሃንስ'],
  ['trinity|selassie|selase', 'ሥላሴ|ስላሴ'],
  ['emmanuel|amanuel', 'አማኑኤል'],
  ['jesus|eyesus|iyesus', 'ኢየሱስ|እየሱስ'],
  ['uriel|urael', 'ኡራኤል'],
  ['raphael|rufael', 'ሩፋኤል'],
  ['stephen|estifanos', 'እስጢፋኖስ'],
  ['medhanialem|medhane alem|medhanealem|medhaniyalem', 'መድኃኔዓለም|መድሃኔዓለም|መድሀኔዓለም|መድኃኔ ዓለም|መድሃኔአለም'],
  ['gospel', 'ወንጌል'],
  ['full gospel', 'ሙሉ ወንጌል'],
  ['evangelical', 'ወንጌላዊት'],
  ['apostolic', 'ሐዋርያት|ሐዋርያዊት'],
  ['muslim', 'ሙስሊም|የሙስሊም'],
  ['life', 'ህይወት|ሕይወት'],
  ['light', 'ብርሃን|ብርሀን'],
  ['peace', 'ሰላም'],
  ['cross', 'መስቀል'],
  ['holy water', 'ፀበል|ጸበል'],
  ['prayer', 'ጸሎት'],
  // Schools
  ['school', 'ትምህርት ቤት|ት/ቤት|ትቤት|ቤት ትምህርቲ|ደ/ት/ቤት'],
  ['primary school|elementary school', 'የመጀመሪያ ደረጃ ትምህርት ቤት|የመጀመሪያ ደረጃ ት/ቤት|አንደኛ ደረጃ ትምህርት ቤት|አንደኛ ደረጃ ት/ቤት'],
  ['primary|elementary', 'የመጀመሪያ ደረጃ|አንደኛ ደረጃ|ቀዳማይ ደረጃ|የመጀመሪያ|ቀዳማይ'],
  ['secondary school|high school', 'ሁለተኛ ደረጃ ትምህርት ቤት|ሁለተኛ ደረጃ ት/ቤት|ሁለተኛ ደ/ት/ቤት|2ኛ ደረጃ ትምህርት ቤት'],
  ['secondary', 'ሁለተኛ ደረጃ|ካልኣይ ደረጃ|2ኛ ደረጃ|ካልኣይ'],
  ['preparatory', 'መሰናዶ'],
  ['kindergarten|kg', 'መዋዕለ ህፃናት|አፀደ ህፃናት'],
  ['education', 'ትምህርት'],
  ['higher education', 'ከፍተኛ ትምህርት'],
  ['level|grade', 'ደረጃ'],
  ['training|training center|training centre', 'ማሰልጠኛ|ማሰልጠኛ ማዕከል|ስልጠና'],
  ['teachers|teacher', 'መምህራን'],
  ['technical and vocational|tvet', 'ቴክኒክና ሙያ|ቴክኒክ እና ሙያ'],
  ['library', 'ቤተ መጻሕፍት|ቤተ መፃህፍት|ቤተመጻሕፍት'],
  // Health
  ['health center|health centre', 'ጤና ጣቢያ|ጤና ጣብያ'],
  ['health post', 'ጤና ኬላ'],
  ['health', 'ጤና'],
  ['medical|treatment', 'ህክምና|ሕክምና'],
  ['medical center|medical centre', 'ህክምና ማዕከል'],
  ['dental|dental clinic', 'የጥርስ ህክምና|የጥርስ ክሊኒክ|የጥርስ'],
  ['eye|eye clinic', 'የአይን ህክምና|የአይን ክሊኒክ|የአይን'],
  ['internal medicine', 'የውስጥ ደዌ'],
  ['veterinary|veterinary clinic', 'የእንስሳት ህክምና|የእንስሳት'],
  ['drug store|drugstore', 'መድሃኒት መደብር|መድኃኒት መደብር|መድሀኒት መደብር'],
  ['pharmacy', 'መድሃኒት ቤት|መድኃኒት ቤት|መድሀኒት ቤት|ፋርማሲ'],
  ['drug|medicine', 'መድሃኒት|መድኃኒት|መድሀኒት'],
  ['medium clinic', 'መካከለኛ ክሊኒክ'],
  ['medium', 'መካከለኛ'],
  ['special|specialty|specialized', 'ልዩ'],
  ['general', 'ጠቅላላ|አጠቃላይ'],
  ['maternity', 'የእናቶች'],
  ['children|kids', 'ህፃናት|ሕፃናት|የህፃናት|ልጆች'],
  // Transport and services
  ['station', 'ጣቢያ|ጣብያ'],
  ['police station', 'ፖሊስ ጣቢያ|ፖሊስ ጣብያ'],
  ['fire station', 'እሳት አደጋ'],
  ['gas station|fuel station|petrol station|filling station', 'ነዳጅ ማደያ'],
  ['fuel|petrol', 'ነዳጅ'],
  ['bus station|bus terminal', 'አውቶቡስ ጣቢያ|አውቶቢስ ጣቢያ|መናኸሪያ|መናሃሪያ'],
  ['bus stop', 'አውቶቡስ ፌርማታ|ፌርማታ'],
  ['bus', 'አውቶቡስ|አውቶቢስ'],
  ['taxi terminal|taxi stop|taxi station|taxi rank', 'ታክሲ ተራ|ታክሲ ማቆሚያ'],
  ['parking', 'ማቆሚያ|መኪና ማቆሚያ'],
  ['long distance', 'ረጅም ርቀት'],
  ['airport', 'አውሮፕላን ማረፊያ|አየር ማረፊያ|ኤርፖርት'],
  ['airlines', 'አየር መንገድ'],
  ['ethiopian airlines', 'የኢትዮጵያ አየር መንገድ'],
  ['entrance|gate', 'መግቢያ|በር'],
  ['exit', 'መውጫ'],
  ['street|road', 'መንገድ'],
  ['roads', 'መንገዶች'],
  ['square|roundabout', 'አደባባይ'],
  ['bridge', 'ድልድይ'],
  ['garage', 'ጋራዥ|ጋራጅ'],
  ['car', 'መኪና|የመኪና'],
  ['car wash', 'መኪና እጥበት|የመኪና እጥበት'],
  ['car rental|car rent', 'የመኪና ኪራይ|መኪና ኪራይ'],
  ['rental|rent', 'ኪራይ'],
  ['repair|maintenance', 'ጥገና'],
  ['spare parts', 'መለዋወጫ'],
  ['tyre|tire', 'ጎማ'],
  ['travel agency', 'የጉዞ ወኪል'],
  ['tour|tours|travel', 'አስጎብኚ|ጉዞ'],
  ['agent', 'ወኪል'],
  ['ticket office', 'ትኬት መሸጫ|ቲኬት መሸጫ'],
  ['post office', 'ፖስታ ቤት'],
  ['office', 'ቢሮ|ጽሕፈት ቤት|ጽ/ቤት|መ/ቤት|መሥሪያ ቤት|መስሪያ ቤት|መስሪያቤት'],
  ['head office', 'ዋና መሥሪያ ቤት|ዋና መስሪያ ቤት|ዋና መ/ቤት|ዋና ቢሮ|ዋና መስሪያቤት'],
  ['main|head', 'ዋና|ዋናው'],
  ['branch', 'ቅርንጫፍ'],
  ['main branch', 'ዋና ቅርንጫፍ'],
  // Food, drink and shops
  ['restaurant', 'ምግብ ቤት|ሬስቶራንት'],
  ['traditional food', 'ባህላዊ ምግብ'],
  ['traditional', 'ባህላዊ'],
  ['culture|cultural', 'ባህል|የባህል'],
  ['food', 'ምግብ'],
  ['coffee', 'ቡና'],
  ['tea', 'ሻይ|ሻሂ'],
  ['bar', 'ቡና ቤት|መጠጥ ቤት|ባር'],
  ['bakery', 'ዳቦ ቤት|ዳቦ መጋገሪያ|መጋገሪያ'],
  ['bread', 'ዳቦ'],
  ['butchery|butcher', 'ስጋ ቤት|ሥጋ ቤት'],
  ['meat', 'ስጋ|ሥጋ'],
  ['fish', 'ዓሳ|አሳ'],
  ['fruit', 'ፍራፍሬ'],
  ['vegetables', 'አትክልት'],
  ['juice', 'ጭማቂ'],
  ['milk|dairy', 'ወተት'],
  ['honey', 'ማር'],
  ['flour', 'ዱቄት'],
  ['mill', 'ወፍጮ ቤት|ወፍጮ'],
  ['guest house', 'እንግዳ ማረፊያ'],
  ['house|home', 'ቤት'],
  ['residence', 'መኖሪያ ቤት|መኖሪያ'],
  ['building', 'ህንፃ|ሕንፃ|ህንጻ|ሕንጻ'],
  ['hall', 'አዳራሽ'],
  ['meeting hall', 'መሰብሰቢያ አዳራሽ'],
  ['shop|store', 'ሱቅ|መደብር|መሸጫ'],
  ['market', 'ገበያ'],
  ['shopping center|shopping centre|shopping mall|mall', 'የገበያ ማዕከል|የገበያ ማእከል'],
  ['center|centre', 'ማዕከል|ማእከል|ሴንተር'],
  ['laundry|dry cleaning', 'ላውንደሪ|ልብስ ንፅህና'],
  ['clothes|cloth|clothing', 'ልብስ|አልባሳት'],
  ['traditional clothes', 'የባህል ልብስ'],
  ['tailor', 'ልብስ ስፌት'],
  ['shoes|shoe', 'ጫማ'],
  ['barber|barbershop|hair salon', 'ፀጉር ቤት|የወንዶች ፀጉር ቤት'],
  ['hair', 'ፀጉር'],
  ['beauty salon', 'የውበት ሳሎን'],
  ['beauty', 'ውበት|የውበት'],
  ['men', 'ወንዶች|የወንዶች'],
  ['women|ladies', 'ሴቶች|የሴቶች'],
  ['furniture', 'ፈርኒቸር|የቤት ዕቃ'],
  ['mobile', 'ሞባይል'],
  ['computer', 'ኮምፒውተር|ኮምፒዩተር'],
  ['printing press|printing', 'ማተሚያ ቤት|ማተሚያ|ህትመት'],
  ['advertising|advertisement', 'ማስታወቂያ|የማስታወቂያ'],
  ['stationery|stationary', 'የጽሕፈት መሳሪያ|የጽሕፈት መሣሪያ'],
  ['bookstore|bookshop', 'መጻሕፍት መደብር'],
  ['gold', 'ወርቅ'],
  ['wood', 'እንጨት'],
  ['metal', 'ብረት'],
  ['construction', 'ግንባታ|ኮንስትራክሽን'],
  ['building materials', 'የግንባታ እቃዎች|የግንባታ ዕቃዎች'],
  ['factory', 'ፋብሪካ'],
  ['workshop', 'ዎርክሾፕ|ወርክሾፕ'],
  ['import export', 'አስመጪና ላኪ'],
  ['consulting|consultancy|consultant', 'አማካሪ'],
  ['engineers', 'መሐንዲሶች'],
  ['architects', 'አርክቴክቶች'],
  ['plc', 'ኃ/የተ/የግ/ማ|ኃ.የተ.የግ.ማ|ኃላ/የተ/የግ/ማ'],
  ['share company|s c', 'አ.ማ'],
  ['trading', 'ትሬዲንግ'],
  ['trade', 'ንግድ ሥራ|ንግድ ስራ'],
  ['farm', 'እርሻ'],
  ['village', 'መንደር'],
  ['place', 'ቦታ'],
  ['park', 'መናፈሻ|ፓርክ'],
  ['field', 'ሜዳ'],
  ['swimming pool', 'መዋኛ ገንዳ'],
  ['wedding', 'ሰርግ'],
  ['music', 'ሙዚቃ'],
  ['theatre|theater', 'ቴአትር|ቲያትር'],
  ['palace', 'ቤተ መንግስት|ቤተ መንግሥት'],
  ['condominium', 'ኮንዶሚኒየም|ኮንዶሚንየም|ኮንደሚኒየም|ኮንዶሚኒዬም|ኮንደሚንየም'],
  ['embassy', 'ኤምባሲ|ኢምባሲ'],
  ['insurance', 'ኢንሹራንስ|መድን'],
  ['international', 'ኢንተርናሽናል|ዓለም አቀፍ|አለም አቀፍ'],
  // Government and organisations
  ['agency', 'ኤጀንሲ'],
  ['service|services', 'አገልግሎት|ሰርቪስ'],
  ['authority|authorities', 'ባለስልጣን|ባለሥልጣን'],
  ['enterprise|organization|organisation', 'ድርጅት'],
  ['association|society', 'ማህበር|ማኅበር'],
  ['cooperative', 'ህብረት ስራ|ኅብረት ሥራ|ህብረት ሥራ'],
  ['union|united', 'ህብረት|ኅብረት'],
  ['development', 'ልማት'],
  ['administration|management', 'አስተዳደር'],
  ['city administration', 'ከተማ አስተዳደር'],
  ['sub city|subcity', 'ክፍለ ከተማ'],
  ['city', 'ከተማ'],
  ['ministry', 'ሚኒስቴር|ሚኒስትር|ሚኒስተር'],
  ['prime minister', 'ጠቅላይ ሚኒስትር'],
  ['commission', 'ኮሚሽን'],
  ['institute', 'ኢንስቲትዩት|ኢንስቲቲዩት|ኢንስቲትዮት|እንስቲትዩት|ተቋም'],
  ['national', 'ብሔራዊ|ብሄራዊ'],
  ['federal', 'ፌዴራል|ፌደራል'],
  ['government', 'መንግስት|መንግሥት'],
  ['public', 'የህዝብ|ህዝብ'],
  ['court', 'ፍርድ ቤት'],
  ['supreme court', 'ጠቅላይ ፍርድ ቤት'],
  ['prison', 'ማረሚያ ቤት'],
  ['customs', 'ጉምሩክ'],
  ['revenue|revenues', 'ገቢዎች'],
  ['finance', 'ገንዘብ'],
  ['agriculture', 'ግብርና'],
  ['foreign affairs', 'ውጭ ጉዳይ'],
  ['affairs', 'ጉዳይ'],
  ['defense|defence', 'መከላከያ'],
  ['justice', 'ፍትህ'],
  ['social', 'ማህበራዊ'],
  ['land', 'መሬት'],
  ['information', 'መረጃ'],
  ['prosperity', 'ብልጽግና'],
  ['democratic', 'ዲሞክራሲያዊ'],
  ['movement', 'ንቅናቄ'],
  ['relief', 'ረድኤት'],
  ['red cross', 'ቀይ መስቀል'],
  ['electric|electricity', 'መብራት|ኤሌክትሪክ'],
  ['electric power', 'መብራት ኃይል'],
  ['power', 'ኃይል|ሀይል'],
  ['water', 'ውሃ|ውሀ'],
  ['youth', 'ወጣቶች'],
  ['family', 'ቤተሰብ'],
  ['and', 'እና'],
  // Directions, order, numbers
  ['north', 'ሰሜን'],
  ['south', 'ደቡብ'],
  ['east', 'ምስራቅ|ምሥራቅ'],
  ['west', 'ምዕራብ|ምእራብ'],
  ['old', 'አሮጌው|አሮጌ'],
  ['black', 'ጥቁር'],
  ['white', 'ነጭ'],
  ['red', 'ቀይ'],
  ['big|great', 'ታላቁ|ትልቁ'],
  ['no|number', 'ቁጥር|ቁ'],
  ['first', 'አንደኛ|1ኛ'],
  ['second', 'ሁለተኛ|2ኛ'],
  ['third', 'ሶስተኛ|ሦስተኛ|3ኛ'],
  // Country, region and city names spelled differently in English
  ['ethiopia', 'ኢትዮጵያ|ኢትዮጲያ'],
  ['of ethiopia|ethiopian', 'የኢትዮጵያ|የኢትዮጲያ|ኢትዮጵያዊ'],
  ['ethio', 'ኢትዮ'],
  ['addis ababa', 'አዲስ አበባ|አ/አ'],
  ['flower', 'አበባ'],
  ['abyssinia', 'አቢሲንያ|አቢሲኒያ'],
  ['africa', 'አፍሪካ'],
  ['oromia', 'ኦሮሚያ'],
  ['amhara', 'አማራ'],
  ['tigray', 'ትግራይ'],
  // Loanwords whose usual Amharic spelling keys unlike the English word (vowels, a cluster split by i)
  ['university', 'ዩኒቨርሲቲ|ዩኒቨርስቲ|ዩንቨርስቲ|ዩንቨርሲቲ'],
  ['college', 'ኮሌጅ'],
  ['academy', 'አካዳሚ|አካደሚ'],
  ['campus', 'ካምፓስ|ካምፖስ'],
  ['technology', 'ቴክኖሎጂ'],
  ['clinic', 'ክሊኒክ|ክሊንክ'],
  ['grocery', 'ግሮሰሪ'],
  ['studio', 'ስቱዲዮ'],
  ['store', 'ስቶር'],
  ['sport|sports', 'ስፖርት'],
  ['club', 'ክለብ|ክበብ'],
  ['plaza', 'ፕላዛ'],
  ['printing', 'ፕሪንቲንግ'],
  ['travel', 'ትራቭል'],
  ['transport', 'ትራንስፖርት'],
  ['school', 'ስኩል'],
  ['station', 'ስቴሽን'],
  ['special', 'ስፔሻል'],
  ['specialized', 'ስፔሻላይዝድ'],
  ['group', 'ግሩፕ'],
  ['green', 'ግሪን'],
  ['grand', 'ግራንድ'],
  ['global', 'ግሎባል'],
  ['bright', 'ብራይት'],
  ['brothers', 'ብራዘርስ'],
  ['blue', 'ብሉ'],
  ['friendship', 'ፍሬንድሺፕ'],
  ['fresh', 'ፍሬሽ'],
  ['prime', 'ፕራይም'],
  ['clean', 'ክሊን'],
  ['smart', 'ስማርት'],
  ['star', 'ስታር'],
  ['kindergarten', 'ኪንደርጋርተን'],
  ['lounge', 'ላውንጅ'],
  ['juice', 'ጁስ'],
  ['burger', 'በርገር'],
  ['guest house', 'ጌስት ሀውስ|ጌስት ሃውስ'],
  ['house', 'ሀውስ|ሃውስ'],
  ['pension', 'ፔንሲዮን|ፔንስዮን'],
  ['tower', 'ታወር'],
  ['gym', 'ጂም'],
  ['spa', 'ስፓ'],
  ['engineering', 'ኢንጂነሪንግ|ኢንጅነሪንግ'],
  ['consultancy', 'ኮንሰልታንሲ'],
  // Nation-wide banks and firms whose English name translates the Amharic one
  ['bank', 'ባንክ|ባንኪ'],
  ['commercial', 'ንግድ'],
  ['commercial bank of ethiopia|cbe', 'የኢትዮጵያ ንግድ ባንክ|ንግድ ባንክ'],
  ['development bank of ethiopia', 'የኢትዮጵያ ልማት ባንክ'],
  ['cooperative bank of oromia', 'የኦሮሚያ ህብረት ስራ ባንክ'],
  ['construction and business bank', 'የኮንስትራክሽንና ቢዝነስ ባንክ|የኮንስትራክሽን እና ቢዝነስ ባንክ'],
  ['united bank', 'ህብረት ባንክ|ሕብረት ባንክ'],
  ['lion international bank|lion bank', 'አንበሳ ኢንተርናሽናል ባንክ|አንበሳ ባንክ'],
  ['lion', 'አንበሳ'],
];

const variants = (side: string) =>
  side
    .split('|')
    .map((v) => searchKey(v))
    .filter(Boolean);

/**
 * The vocabulary as lookups from the key of a phrase (words separated by single spaces) to the key it is
 * translated to: `all` phrases, and the `amharic` ones alone (only those take the prefix `ye` and the suffix
 * `na`). The first entry that lists a phrase wins; phrases already keyed like their translation are left out.
 */
export function searchAliasTables(): { all: Map<string, string>; amharic: Map<string, string> } {
  const all = new Map<string, string>();
  const amharic = new Map<string, string>();
  const add = (from: string[], to: string | undefined, also?: Map<string, string>) => {
    if (!to) return;
    for (const phrase of from) {
      if (phrase === to || all.has(phrase)) continue;
      all.set(phrase, to);
      also?.set(phrase, to);
    }
  };
  for (const [english, amharicSide] of SEARCH_ALIASES) {
    const en = variants(english);
    const am = variants(amharicSide);
    add(en, am[0]);
    add(am, en[0], amharic);
  }
  return { all, amharic };
}

const { all: TABLE, amharic: AMHARIC } = searchAliasTables();
/** The most words in one phrase of the table. */
export const SEARCH_ALIAS_MAX_WORDS = Math.max(...[...TABLE.keys()].map((k) => k.split(' ').length));

/** A word of the table, or an Amharic word of it with the prefix `የ` (of) or the suffix `-ና` (and): `የኢትዮጵያ`, `ሳይንስና`. */
function word(w: string): string | undefined {
  const hit = TABLE.get(w);
  if (hit !== undefined) return hit;
  if (w.startsWith('ye')) {
    const stem = AMHARIC.get(w.slice(2));
    if (stem !== undefined) return stem;
  }
  if (w.endsWith('na')) {
    const stem = AMHARIC.get(w.slice(0, -2));
    if (stem !== undefined) return `${stem} and`;
  }
  return undefined;
}

/**
 * A search key translated phrase by phrase, longest phrase first, left to right (a single word may carry
 * the prefix `ye` or the suffix `na`); words without an entry stay as they are. Empty when nothing was
 * translated.
 */
export function searchAliases(key: string): string {
  const words = key.split(' ').filter(Boolean);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; ) {
    let hit: string | undefined;
    let len = Math.min(SEARCH_ALIAS_MAX_WORDS, words.length - i);
    for (; len > 1; len--) {
      hit = TABLE.get(words.slice(i, i + len).join(' '));
      if (hit !== undefined) break;
    }
    if (len === 1) hit = word(words[i] as string);
    if (hit === undefined) {
      out.push(words[i] as string);
      i++;
    } else {
      out.push(hit);
      changed = true;
      i += len;
    }
  }
  return changed ? out.join(' ') : '';
}

/** What `search_name` holds for names: their key, then the key translated by the vocabulary. */
export function searchNameKey(text: string): string {
  const key = searchKey(text);
  const aliases = searchAliases(key);
  return aliases ? `${key} ${aliases}` : key;
}
