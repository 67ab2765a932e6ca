import type { Bilingual, SeedDataset, SeedEntry } from "../seed/types";

// Sixty-five painters, from the Renaissance to pop art and from Song-dynasty ink to ukiyo-e. Years of
// birth and death as the major museums give them (where only "c." is known, the usual year).
// Country: the painter's nationality as museums give it, named by today's country (the Flemish
// Rubens and Bruegel: Belgium). Movement: the one a museum label would name first. Medium: that of the best-known
// work, which is the hint.

type Country =
  | "italy"
  | "netherlands"
  | "belgium"
  | "spain"
  | "france"
  | "uk"
  | "germany"
  | "austria"
  | "norway"
  | "russia"
  | "czechia"
  | "usa"
  | "mexico"
  | "japan"
  | "china";
type Movement =
  | "renaissance"
  | "baroque"
  | "rococo"
  | "neoclassicism"
  | "romanticism"
  | "realism"
  | "impressionism"
  | "post-impressionism"
  | "art-nouveau"
  | "expressionism"
  | "fauvism"
  | "cubism"
  | "abstract"
  | "surrealism"
  | "modernism"
  | "abstract-expressionism"
  | "pop-art"
  | "ukiyo-e"
  | "chinese-painting";
type Medium = "oil" | "fresco" | "tempera" | "ink" | "print" | "acrylic";

/** [Chinese, pinyin, English, country, movement, born, died, female, medium, work zh, work en, other aliases] */
type Row = [string, string, string, Country, Movement, number, number, boolean, Medium, string, string, string[]?];

const rows: Row[] = [
  ["扬·凡·艾克", "yangfanaike", "Jan van Eyck", "belgium", "renaissance", 1390, 1441, false, "oil", "阿尔诺芬尼夫妇像", "The Arnolfini Portrait", ["凡艾克"]],
  ["博斯", "bosi", "Hieronymus Bosch", "netherlands", "renaissance", 1450, 1516, false, "oil", "人间乐园", "The Garden of Earthly Delights", ["Bosch"]],
  ["波提切利", "botiqieli", "Sandro Botticelli", "italy", "renaissance", 1445, 1510, false, "tempera", "维纳斯的诞生", "The Birth of Venus", ["Botticelli"]],
  ["达·芬奇", "dafenqi", "Leonardo da Vinci", "italy", "renaissance", 1452, 1519, false, "oil", "蒙娜丽莎", "Mona Lisa", ["达芬奇", "列奥纳多·达·芬奇", "Leonardo", "da Vinci"]],
  ["丢勒", "diule", "Albrecht Dürer", "germany", "renaissance", 1471, 1528, false, "print", "犀牛", "Rhinoceros", ["Durer", "Albrecht Durer"]],
  ["米开朗基罗", "mikailangjiluo", "Michelangelo", "italy", "renaissance", 1475, 1564, false, "fresco", "创造亚当", "The Creation of Adam"],
  ["拉斐尔", "lafeier", "Raphael", "italy", "renaissance", 1483, 1520, false, "fresco", "雅典学院", "The School of Athens"],
  ["提香", "tixiang", "Titian", "italy", "renaissance", 1488, 1576, false, "oil", "乌尔比诺的维纳斯", "Venus of Urbino"],
  ["老勃鲁盖尔", "laobolugaier", "Pieter Bruegel the Elder", "belgium", "renaissance", 1525, 1569, false, "oil", "雪中猎人", "The Hunters in the Snow", ["勃鲁盖尔", "Bruegel", "Brueghel"]],
  ["卡拉瓦乔", "kalawaqiao", "Caravaggio", "italy", "baroque", 1571, 1610, false, "oil", "圣马太蒙召", "The Calling of Saint Matthew"],
  ["鲁本斯", "lubensi", "Peter Paul Rubens", "belgium", "baroque", 1577, 1640, false, "oil", "下十字架", "The Descent from the Cross", ["Rubens"]],
  ["真蒂莱斯基", "zhendilaisiji", "Artemisia Gentileschi", "italy", "baroque", 1593, 1656, true, "oil", "朱迪斯斩杀荷罗孚尼", "Judith Slaying Holofernes", ["阿尔泰米西娅", "Artemisia", "Gentileschi"]],
  ["委拉斯开兹", "weilasikaizi", "Diego Velázquez", "spain", "baroque", 1599, 1660, false, "oil", "宫娥", "Las Meninas", ["委拉斯凯兹", "Velazquez", "Diego Velazquez"]],
  ["伦勃朗", "lunbolang", "Rembrandt", "netherlands", "baroque", 1606, 1669, false, "oil", "夜巡", "The Night Watch", ["Rembrandt van Rijn"]],
  ["维米尔", "weimier", "Johannes Vermeer", "netherlands", "baroque", 1632, 1675, false, "oil", "戴珍珠耳环的少女", "Girl with a Pearl Earring", ["Vermeer"]],
  ["弗拉戈纳尔", "folagenaer", "Jean-Honoré Fragonard", "france", "rococo", 1732, 1806, false, "oil", "秋千", "The Swing", ["Fragonard"]],
  ["戈雅", "geya", "Francisco Goya", "spain", "romanticism", 1746, 1828, false, "oil", "1808年5月3日", "The Third of May 1808", ["Goya"]],
  ["大卫", "dawei", "Jacques-Louis David", "france", "neoclassicism", 1748, 1825, false, "oil", "马拉之死", "The Death of Marat", ["雅克-路易·大卫"]],
  ["弗里德里希", "fulidelixi", "Caspar David Friedrich", "germany", "romanticism", 1774, 1840, false, "oil", "雾海上的旅人", "Wanderer above the Sea of Fog", ["Friedrich"]],
  ["透纳", "touna", "J. M. W. Turner", "uk", "romanticism", 1775, 1851, false, "oil", "被拖去解体的战舰无畏号", "The Fighting Temeraire", ["Turner", "William Turner"]],
  ["康斯特布尔", "kangsitebuer", "John Constable", "uk", "romanticism", 1776, 1837, false, "oil", "干草车", "The Hay Wain", ["Constable"]],
  ["安格尔", "angeer", "Jean-Auguste-Dominique Ingres", "france", "neoclassicism", 1780, 1867, false, "oil", "大宫女", "Grande Odalisque", ["Ingres"]],
  ["德拉克罗瓦", "delakeluowa", "Eugène Delacroix", "france", "romanticism", 1798, 1863, false, "oil", "自由引导人民", "Liberty Leading the People", ["Delacroix", "Eugene Delacroix"]],
  ["米勒", "mile", "Jean-François Millet", "france", "realism", 1814, 1875, false, "oil", "拾穗者", "The Gleaners", ["Millet"]],
  ["库尔贝", "kuerbei", "Gustave Courbet", "france", "realism", 1819, 1877, false, "oil", "奥尔南的葬礼", "A Burial at Ornans", ["Courbet"]],
  ["马奈", "manai", "Édouard Manet", "france", "impressionism", 1832, 1883, false, "oil", "草地上的午餐", "Le Déjeuner sur l'herbe", ["Manet", "Edouard Manet"]],
  ["希施金", "xishijin", "Ivan Shishkin", "russia", "realism", 1832, 1898, false, "oil", "松林的早晨", "Morning in a Pine Forest", ["Shishkin"]],
  ["德加", "dejia", "Edgar Degas", "france", "impressionism", 1834, 1917, false, "oil", "舞蹈课", "The Dance Class", ["Degas"]],
  ["塞尚", "saishang", "Paul Cézanne", "france", "post-impressionism", 1839, 1906, false, "oil", "玩纸牌的人", "The Card Players", ["Cezanne", "Paul Cezanne"]],
  ["莫奈", "monai", "Claude Monet", "france", "impressionism", 1840, 1926, false, "oil", "印象·日出", "Impression, Sunrise", ["Monet"]],
  ["雷诺阿", "leinuoa", "Pierre-Auguste Renoir", "france", "impressionism", 1841, 1919, false, "oil", "煎饼磨坊的舞会", "Bal du moulin de la Galette", ["Renoir"]],
  ["莫里索", "molisuo", "Berthe Morisot", "france", "impressionism", 1841, 1895, true, "oil", "摇篮", "The Cradle", ["贝尔特·莫里索", "Morisot"]],
  ["卡萨特", "kasate", "Mary Cassatt", "usa", "impressionism", 1844, 1926, true, "oil", "孩子的沐浴", "The Child's Bath", ["玛丽·卡萨特", "Cassatt"]],
  ["列宾", "liebin", "Ilya Repin", "russia", "realism", 1844, 1930, false, "oil", "伏尔加河上的纤夫", "Barge Haulers on the Volga", ["Repin"]],
  ["高更", "gaogeng", "Paul Gauguin", "france", "post-impressionism", 1848, 1903, false, "oil", "我们从何处来？我们是谁？我们向何处去？", "Where Do We Come From? What Are We? Where Are We Going?", ["Gauguin"]],
  ["梵高", "fangao", "Vincent van Gogh", "netherlands", "post-impressionism", 1853, 1890, false, "oil", "星月夜", "The Starry Night", ["凡·高", "文森特·梵高", "van Gogh", "Van Gogh"]],
  ["修拉", "xiula", "Georges Seurat", "france", "post-impressionism", 1859, 1891, false, "oil", "大碗岛的星期天下午", "A Sunday Afternoon on the Island of La Grande Jatte", ["Seurat"]],
  ["慕夏", "muxia", "Alphonse Mucha", "czechia", "art-nouveau", 1860, 1939, false, "print", "黄道十二宫", "Zodiac", ["穆夏", "Mucha"]],
  ["克里姆特", "kelimute", "Gustav Klimt", "austria", "art-nouveau", 1862, 1918, false, "oil", "吻", "The Kiss", ["Klimt"]],
  ["蒙克", "mengke", "Edvard Munch", "norway", "expressionism", 1863, 1944, false, "tempera", "呐喊", "The Scream", ["Munch"]],
  ["康定斯基", "kangdingsiji", "Wassily Kandinsky", "russia", "abstract", 1866, 1944, false, "oil", "构成第七号", "Composition VII", ["Kandinsky"]],
  ["马蒂斯", "madisi", "Henri Matisse", "france", "fauvism", 1869, 1954, false, "oil", "舞蹈", "Dance", ["Matisse"]],
  ["蒙德里安", "mengdelian", "Piet Mondrian", "netherlands", "abstract", 1872, 1944, false, "oil", "红黄蓝的构成", "Composition with Red, Blue and Yellow", ["Mondrian"]],
  ["毕加索", "bijiasuo", "Pablo Picasso", "spain", "cubism", 1881, 1973, false, "oil", "格尔尼卡", "Guernica", ["Picasso"]],
  ["霍珀", "huopo", "Edward Hopper", "usa", "realism", 1882, 1967, false, "oil", "夜游者", "Nighthawks", ["爱德华·霍珀", "Hopper"]],
  ["欧姬芙", "oujifu", "Georgia O'Keeffe", "usa", "modernism", 1887, 1986, true, "oil", "黑色鸢尾", "Black Iris", ["乔治亚·欧姬芙", "O'Keeffe", "OKeeffe"]],
  ["席勒", "xile", "Egon Schiele", "austria", "expressionism", 1890, 1918, false, "oil", "家庭", "The Family", ["埃贡·席勒", "Schiele"]],
  ["马格利特", "magelite", "René Magritte", "belgium", "surrealism", 1898, 1967, false, "oil", "人子", "The Son of Man", ["马格里特", "Magritte", "Rene Magritte"]],
  ["罗斯科", "luosike", "Mark Rothko", "usa", "abstract-expressionism", 1903, 1970, false, "oil", "第61号（锈与蓝）", "No. 61 (Rust and Blue)", ["Rothko"]],
  ["达利", "dali", "Salvador Dalí", "spain", "surrealism", 1904, 1989, false, "oil", "记忆的永恒", "The Persistence of Memory", ["Dali", "Salvador Dali"]],
  ["弗里达·卡罗", "fulidakaluo", "Frida Kahlo", "mexico", "surrealism", 1907, 1954, true, "oil", "两个弗里达", "The Two Fridas", ["弗里达", "Frida", "Kahlo"]],
  ["波洛克", "boluoke", "Jackson Pollock", "usa", "abstract-expressionism", 1912, 1956, false, "oil", "秋韵（第30号）", "Autumn Rhythm (Number 30)", ["Pollock"]],
  ["利希滕斯坦", "lixitengsitan", "Roy Lichtenstein", "usa", "pop-art", 1923, 1997, false, "acrylic", "轰！", "Whaam!", ["Lichtenstein"]],
  ["安迪·沃霍尔", "andiwohuoer", "Andy Warhol", "usa", "pop-art", 1928, 1987, false, "acrylic", "金宝汤罐头", "Campbell's Soup Cans", ["沃霍尔", "Warhol"]],
  ["黄公望", "huanggongwang", "Huang Gongwang", "china", "chinese-painting", 1269, 1354, false, "ink", "富春山居图", "Dwelling in the Fuchun Mountains"],
  ["唐寅", "tangyin", "Tang Yin", "china", "chinese-painting", 1470, 1524, false, "ink", "秋风纨扇图", "Lady with a Fan in Autumn Wind", ["唐伯虎", "tangbohu"]],
  ["八大山人", "badashanren", "Bada Shanren", "china", "chinese-painting", 1626, 1705, false, "ink", "荷花水鸟图", "Lotus and Birds", ["朱耷", "zhuda", "Zhu Da"]],
  ["郑板桥", "zhengbanqiao", "Zheng Banqiao", "china", "chinese-painting", 1693, 1766, false, "ink", "竹石图", "Bamboo and Rock", ["郑燮", "zhengxie", "Zheng Xie"]],
  ["喜多川歌麿", "xiduochuangemo", "Kitagawa Utamaro", "japan", "ukiyo-e", 1753, 1806, false, "print", "歌撰恋之部", "Anthology of Poems: The Love Section", ["歌麿", "Utamaro"]],
  ["葛饰北斋", "geshibeizhai", "Katsushika Hokusai", "japan", "ukiyo-e", 1760, 1849, false, "print", "神奈川冲浪里", "The Great Wave off Kanagawa", ["北斋", "Hokusai"]],
  ["歌川广重", "gechuanguangzhong", "Utagawa Hiroshige", "japan", "ukiyo-e", 1797, 1858, false, "print", "东海道五十三次", "The Fifty-three Stations of the Tōkaidō", ["广重", "Hiroshige"]],
  ["齐白石", "qibaishi", "Qi Baishi", "china", "chinese-painting", 1864, 1957, false, "ink", "虾", "Shrimp"],
  ["徐悲鸿", "xubeihong", "Xu Beihong", "china", "chinese-painting", 1895, 1953, false, "ink", "奔马图", "Galloping Horse"],
  ["张大千", "zhangdaqian", "Zhang Daqian", "china", "chinese-painting", 1899, 1983, false, "ink", "长江万里图", "Ten Thousand Li of the Yangtze"],
  ["吴冠中", "wuguanzhong", "Wu Guanzhong", "china", "chinese-painting", 1919, 2010, false, "ink", "双燕", "Twin Swallows"],
];

const countries = {
  italy: { "zh-CN": "意大利", "en-US": "Italy" },
  netherlands: { "zh-CN": "荷兰", "en-US": "Netherlands" },
  belgium: { "zh-CN": "比利时", "en-US": "Belgium" },
  spain: { "zh-CN": "西班牙", "en-US": "Spain" },
  france: { "zh-CN": "法国", "en-US": "France" },
  uk: { "zh-CN": "英国", "en-US": "United Kingdom" },
  germany: { "zh-CN": "德国", "en-US": "Germany" },
  austria: { "zh-CN": "奥地利", "en-US": "Austria" },
  norway: { "zh-CN": "挪威", "en-US": "Norway" },
  russia: { "zh-CN": "俄罗斯", "en-US": "Russia" },
  czechia: { "zh-CN": "捷克", "en-US": "Czechia" },
  usa: { "zh-CN": "美国", "en-US": "United States" },
  mexico: { "zh-CN": "墨西哥", "en-US": "Mexico" },
  japan: { "zh-CN": "日本", "en-US": "Japan" },
  china: { "zh-CN": "中国", "en-US": "China" },
} satisfies Record<Country, Bilingual>;

const movements = {
  renaissance: { "zh-CN": "文艺复兴", "en-US": "Renaissance" },
  baroque: { "zh-CN": "巴洛克", "en-US": "Baroque" },
  rococo: { "zh-CN": "洛可可", "en-US": "Rococo" },
  neoclassicism: { "zh-CN": "新古典主义", "en-US": "Neoclassicism" },
  romanticism: { "zh-CN": "浪漫主义", "en-US": "Romanticism" },
  realism: { "zh-CN": "现实主义", "en-US": "Realism" },
  impressionism: { "zh-CN": "印象派", "en-US": "Impressionism" },
  "post-impressionism": { "zh-CN": "后印象派", "en-US": "Post-Impressionism" },
  "art-nouveau": { "zh-CN": "新艺术运动", "en-US": "Art Nouveau" },
  expressionism: { "zh-CN": "表现主义", "en-US": "Expressionism" },
  fauvism: { "zh-CN": "野兽派", "en-US": "Fauvism" },
  cubism: { "zh-CN": "立体主义", "en-US": "Cubism" },
  abstract: { "zh-CN": "抽象艺术", "en-US": "Abstract art" },
  surrealism: { "zh-CN": "超现实主义", "en-US": "Surrealism" },
  modernism: { "zh-CN": "美国现代主义", "en-US": "American Modernism" },
  "abstract-expressionism": { "zh-CN": "抽象表现主义", "en-US": "Abstract Expressionism" },
  "pop-art": { "zh-CN": "波普艺术", "en-US": "Pop art" },
  "ukiyo-e": { "zh-CN": "浮世绘", "en-US": "Ukiyo-e" },
  "chinese-painting": { "zh-CN": "中国画", "en-US": "Chinese ink painting" },
} satisfies Record<Movement, Bilingual>;

const media = {
  oil: { "zh-CN": "油画", "en-US": "Oil" },
  fresco: { "zh-CN": "湿壁画", "en-US": "Fresco" },
  tempera: { "zh-CN": "蛋彩", "en-US": "Tempera" },
  ink: { "zh-CN": "水墨", "en-US": "Ink" },
  print: { "zh-CN": "版画", "en-US": "Print" },
  acrylic: { "zh-CN": "丙烯", "en-US": "Acrylic" },
} satisfies Record<Medium, Bilingual>;

function toEntry(row: Row): SeedEntry {
  const [zh, pinyin, en, country, movement, born, died, female, medium, , workEn, more = []] = row;
  return {
    name: zh,
    labels: { "zh-CN": zh, "en-US": en },
    aliases: [en, pinyin, ...more],
    attributes: {
      country,
      movement,
      born: String(born),
      died: String(died),
      medium,
      gender: female ? "female" : "male",
      work: workEn,
    },
  };
}

export const painters: SeedDataset = {
  slug: "painters",
  name: "著名画家",
  nameI18n: { "zh-CN": "著名画家", "en-US": "Famous painters" },
  description: "从文艺复兴到波普艺术、从元代山水到浮世绘的 65 位画家：国籍、流派、生卒年、代表作的媒材和性别。",
  descriptionI18n: {
    "zh-CN": "从文艺复兴到波普艺术、从元代山水到浮世绘的 65 位画家：国籍、流派、生卒年、代表作的媒材和性别。",
    "en-US":
      "65 painters from the Renaissance to pop art, from Yuan-dynasty landscapes to ukiyo-e: country, movement, years of birth and death, the medium of their best-known work, and gender.",
  },
  type: "people",
  tags: ["艺术", "art", "画家", "painters", "人物", "people"],
  changelog:
    "首个版本：65 位画家，生卒年依主要博物馆的资料。 First version: 65 painters, years as the major museums give them.",
  attributeTypes: [
    { key: "country", label: { "zh-CN": "国籍", "en-US": "Country" }, type: "text", valueLabels: countries },
    { key: "movement", label: { "zh-CN": "流派", "en-US": "Movement" }, type: "text", valueLabels: movements },
    { key: "born", label: { "zh-CN": "出生", "en-US": "Born" }, type: "date", tolerance: 10 },
    { key: "died", label: { "zh-CN": "去世", "en-US": "Died" }, type: "date", tolerance: 10 },
    { key: "medium", label: { "zh-CN": "代表作媒材", "en-US": "Medium" }, type: "text", valueLabels: media },
    {
      key: "gender",
      label: { "zh-CN": "性别", "en-US": "Gender" },
      type: "text",
      valueLabels: {
        male: { "zh-CN": "男", "en-US": "Male" },
        female: { "zh-CN": "女", "en-US": "Female" },
      },
    },
    {
      key: "work",
      label: { "zh-CN": "代表作", "en-US": "Best-known work" },
      type: "hint",
      revealAfter: 4,
      valueLabels: Object.fromEntries(rows.map((row) => [row[10], { "zh-CN": row[9], "en-US": row[10] }])),
    },
  ],
  entries: rows.map(toEntry),
};
