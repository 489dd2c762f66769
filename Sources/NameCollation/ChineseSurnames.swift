// Surname readings for Chinese names.
//
// A general Han-to-Latin transliterator gives each character its most common
// reading. Many characters read differently when they are a surname: ICU's
// Han-Latin (the transform behind Foundation's `.mandarinToLatin`) reads 曾 as
// "céng", 单 as "dān", 区 as "qū", 长孙 as "zhǎng sūn"; as surnames they are
// Zēng, Shàn, Ōu, Zhǎngsūn. This table overrides the reading of the first
// character(s) of a family name.
//
// Sources (facts only): the surname readings listed in the Xiandai Hanyu
// Cidian (现代汉语词典) entries for each character, as collected in the
// Chinese Wikipedia article "中国姓氏多音字" and the Baijiaxing (百家姓)
// compound-surname list. Readings are toneless pinyin, "ü" kept (ASCII forms
// are made by `NameCollator`).

/// The table of surname readings used by `NameCollator`.
///
/// Shapes: every key is one or two Han characters (simplified and traditional
/// forms both listed); every value is the reading as lowercase toneless pinyin
/// syllables, one per character.
enum ChineseSurnames {
    /// Compound (two-character) surnames. Checked before `single`, so 长孙 is
    /// read "zhang sun" although 长 alone is "chang".
    ///
    /// Most entries read as the general transliterator reads them (欧阳
    /// "ou yang"); they are here so that a full name such as 欧阳娜娜 is split
    /// as 欧阳 + 娜娜. 单于 (Chányú) is deliberately absent: 单 Shàn followed by
    /// a given name beginning with 于 is far more common than the compound
    /// surname, and the table cannot tell them apart.
    static let double: [String: [String]] = [
        // Polyphonic: the general reading is wrong.
        "长孙": ["zhang", "sun"], "長孫": ["zhang", "sun"],
        "尉迟": ["yu", "chi"], "尉遲": ["yu", "chi"],
        "万俟": ["mo", "qi"], "萬俟": ["mo", "qi"],
        "澹台": ["tan", "tai"], "澹臺": ["tan", "tai"],
        "乐正": ["yue", "zheng"], "樂正": ["yue", "zheng"],
        "子车": ["zi", "ju"], "子車": ["zi", "ju"],
        // Read as the transliterator reads them; listed to be recognised.
        "令狐": ["ling", "hu"],
        "欧阳": ["ou", "yang"], "歐陽": ["ou", "yang"],
        "司马": ["si", "ma"], "司馬": ["si", "ma"],
        "诸葛": ["zhu", "ge"], "諸葛": ["zhu", "ge"],
        "上官": ["shang", "guan"],
        "东方": ["dong", "fang"], "東方": ["dong", "fang"],
        "皇甫": ["huang", "fu"],
        "慕容": ["mu", "rong"],
        "夏侯": ["xia", "hou"],
        "公孙": ["gong", "sun"], "公孫": ["gong", "sun"],
        "宇文": ["yu", "wen"],
        "轩辕": ["xuan", "yuan"], "軒轅": ["xuan", "yuan"],
        "司徒": ["si", "tu"],
        "司空": ["si", "kong"],
        "端木": ["duan", "mu"],
        "呼延": ["hu", "yan"],
        "南宫": ["nan", "gong"], "南宮": ["nan", "gong"],
        "西门": ["xi", "men"], "西門": ["xi", "men"],
        "独孤": ["du", "gu"], "獨孤": ["du", "gu"],
        "钟离": ["zhong", "li"], "鍾離": ["zhong", "li"],
        "闻人": ["wen", "ren"], "聞人": ["wen", "ren"],
        "申屠": ["shen", "tu"],
        "百里": ["bai", "li"],
        "公冶": ["gong", "ye"],
        "太史": ["tai", "shi"],
        "赫连": ["he", "lian"], "赫連": ["he", "lian"],
        "拓跋": ["tuo", "ba"],
        "濮阳": ["pu", "yang"], "濮陽": ["pu", "yang"],
        "淳于": ["chun", "yu"],
        "仲孙": ["zhong", "sun"], "仲孫": ["zhong", "sun"],
        "公羊": ["gong", "yang"],
        "羊舌": ["yang", "she"],
        "梁丘": ["liang", "qiu"],
        "左丘": ["zuo", "qiu"],
        "东郭": ["dong", "guo"], "東郭": ["dong", "guo"],
        "巫马": ["wu", "ma"], "巫馬": ["wu", "ma"],
        "谷梁": ["gu", "liang"], "穀梁": ["gu", "liang"],
        "宰父": ["zai", "fu"],
        "漆雕": ["qi", "diao"],
        "公西": ["gong", "xi"],
        "颛孙": ["zhuan", "sun"], "顓孫": ["zhuan", "sun"],
        "亓官": ["qi", "guan"],
        "司寇": ["si", "kou"],
        "微生": ["wei", "sheng"],
        "鲜于": ["xian", "yu"], "鮮于": ["xian", "yu"],
        "闾丘": ["lü", "qiu"], "閭丘": ["lü", "qiu"],
        "第五": ["di", "wu"],
    ]

    /// Single-character surnames whose surname reading differs from the
    /// general reading (in letters, not only in tone).
    static let single: [Character: String] = [
        "曾": "zeng",
        "单": "shan", "單": "shan",
        "解": "xie",
        "区": "ou", "區": "ou",
        "仇": "qiu",
        "朴": "piao",
        "查": "zha",
        "盖": "ge", "蓋": "ge",
        "员": "yun", "員": "yun",
        "覃": "qin",
        "缪": "miao", "繆": "miao",
        "翟": "zhai",
        "乐": "yue", "樂": "yue",
        "秘": "bi",
        "召": "shao",
        "重": "chong",
        "折": "she",
        "句": "gou",
        "繁": "po",
        "那": "na",
        "宿": "su",
        "藏": "zang",
        "长": "chang", "長": "chang",
        "黑": "he",
        "種": "chong", "种": "chong",
        "都": "du",
        "能": "nai",
        "卜": "bu",
        "薄": "bo",
        "祭": "zhai",
        "洗": "xian",
        "尉": "wei",
    ]
}
