/**
 * Function words per language (ISO 639-1), written for Pagelens from common frequency lists.
 * They delimit key-phrase candidates, weigh summary sentences and back up language detection
 * on short phrases. Languages without a list fall back to frequency-only filtering.
 */
const LISTS: Readonly<Record<string, string>> = {
  en: `a about above after again against all also am an and any are aren't as at be because been before being
    below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each
    either else ever every few for from further get gets got had hadn't has hasn't have haven't having he her here
    hers herself him himself his how however i if in into is isn't it it's its itself just let me might more most
    much must my myself neither no nor not now of off often on once one only or other ought our ours ourselves out
    over own per perhaps quite rather really same shall she should shouldn't since so some still such than that
    that's the their theirs them themselves then there there's these they thing things this those though through
    thus to too under until up upon us very was wasn't we well were weren't what when where whether which while who
    whom whose why will with within without won't would wouldn't yet you your yours yourself yourselves also may
    many new like even back way use used using via etc`,
  de: `aber alle allem allen aller alles als also am an andere anderen auch auf aus bei beim bin bis bist da dadurch
    daher damit dann das dass dem den denen der des dessen deshalb die dies diese diesem diesen dieser dieses doch dort
    du durch ein eine einem einen einer eines er es etwa euch euer für gegen hat hatte hatten hier hin hinter ich ihr
    ihre im in ist ja jede jedem jeden jeder jedes jetzt kann kein keine können könnte man mehr mein meine mit muss
    nach nicht noch nun nur ob oder ohne sehr sein seine sich sie sind so sollte sondern über um und uns unser unter
    vom von vor war waren was weil welche wenn wer werden wie wieder wir wird wo zu zum zur zwischen`,
  fr: `à afin ai aie ainsi alors au aucun aussi autre aux avec avoir c ce ceci cela celle celles celui ces cet cette
    ceux chaque comme comment d dans de des depuis donc dont du elle elles en encore entre est et été être eu fait il
    ils j je l la le les leur leurs lui m ma mais me même mes moi mon n ne ni nos notre nous on ont ou où par pas
    peu peut plus pour pourquoi qu que quel quelle quels qui s sa sans se selon ses si son sont sous sur ta te tes
    toi ton tous tout toute toutes très tu un une vos votre vous y`,
  es: `a al algo algunos ante antes como con contra cual cuando de del desde donde durante e el ella ellas ellos
    en entre era es esa esas ese eso esos esta estaba estado estas este esto estos está están fue fueron ha hace
    han hasta hay la las le les lo los mas me mi mientras muy más nada ni no nos nosotros o otra otras otro otros
    para pero poco por porque que quien qué se sea ser si sin sobre son su sus también tan te tiene todo todos tu
    un una unas uno unos y ya él sí`,
  it: `a ad al alla alle agli ai anche ancora avere aveva c che chi ci come con cosa da dal dalla dei del della delle
    dello di dove e ed era essere è fa fino fra gli ha hanno i il in io la le lei li lo loro lui ma mi mio molto ne
    nei nel nella non noi o per perché più poi quale quando quanto quella quelle quello questa queste questo se sei
    si sia siamo sono su sua sue sui sul sulla suo suoi tra tu tutti tutto un una uno voi`,
  pt: `a ao aos as até com como da das de dela dele deles do dos e ela elas ele eles em entre era essa essas esse
    esses esta estas este estes está foi foram há isso isto já lhe mais mas me mesmo meu minha muito na nas não
    nem no nos nós num numa o os ou para pela pelas pelo pelos por porque quando que quem se sem ser seu seus sua
    suas são também te tem tinha um uma umas uns você à às é`,
  nl: `aan al alle als altijd ben bij daar dan dat de der deze die dit doch doen door dus een eens en er ge geen
    geweest had heb hebben heeft hem het hier hij hoe hun iemand iets ik in is ja je kan kon kunnen maar me meer men
    met mij mijn moet na naar niet niets nog nu of om omdat ons ook op over reeds te tegen toch toen tot u uit uw
    van veel voor want waren was wat we wel werd wie wij wil worden wordt zal ze zei zelf zich zij zijn zo zonder zou`,
  sv: `och att det som en på är av för med till den har de inte om ett han men var jag sig från vi så kan man när
    år säger hon under också efter eller nu sin där vid mot ska skulle kommer ut får finns vara hade alla andra mycket
    än här då sedan över bara in blir upp även vad få två vill ha många hur mer går sina dem detta denna dessa`,
  pl: `a aby ale bez bo być był była było były co czy dla do gdy go i ich im innych jak jako jej jest jego już
    każdy ma mają może na nad nie nich nim o od oraz po pod przez przy się są ta tak takie tam te tego tej ten to
    tu tylko w we więc z za ze że`,
  ru: `а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да даже для до его ее её
    если есть еще ещё же за здесь и из или им их к как когда кто ли либо мне может мы на над надо наш не него нее
    нет ни них но ну о об однако он она они оно от очень по под после при с со так также такой там те тем то того
    тоже только том тот у уже хотя чем что чтобы эта эти это этого этой этот я`,
  tr: `acaba ama ancak artık bazı belki ben beni benim bile bir biri birkaç birçok bu buna bunu bunun da daha de
    defa diye en gibi hem hep hepsi her hiç için ile ise kadar ki kim mı mi mu mü nasıl ne neden nerede o olan
    olarak oldu olduğu olmak olur on ona onlar onu onun sen siz şey şu ve veya ya yani`,
};

const SETS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(LISTS).map(([lang, words]) => [lang, new Set(words.split(/\s+/).filter((w) => w !== ''))]),
);

const EMPTY: ReadonlySet<string> = new Set();

/** Languages with a stopword list. */
export const STOPWORD_LANGUAGES: readonly string[] = [...SETS.keys()];

/** The stopword set of `lang`, or an empty set. */
export function stopwordsOf(lang: string): ReadonlySet<string> {
  return SETS.get(lang) ?? EMPTY;
}
