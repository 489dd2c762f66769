import Foundation

/// Han characters common in given names that have more than one Mandarin
/// reading, with the readings a person may type (toneless pinyin). ICU's
/// Han-Latin gives one reading per character; search also accepts these
/// (乐 le or yue, 行 xing or hang). Surnames are read by ``ChineseSurnames``.
/// Source: the Table of General Standard Chinese Characters (2013) readings.
enum ChinesePolyphones {
    static let given: [Character: [String]] = [
        "乐": ["le", "yue"], "行": ["xing", "hang"], "长": ["chang", "zhang"], "重": ["zhong", "chong"],
        "朝": ["zhao", "chao"], "觉": ["jue", "jiao"], "和": ["he", "huo", "hu"], "调": ["diao", "tiao"],
        "单": ["dan", "shan", "chan"], "传": ["chuan", "zhuan"], "茜": ["qian", "xi"], "莘": ["shen", "xin"],
        "朴": ["pu", "piao", "po"], "柏": ["bai", "bo"], "解": ["jie", "xie"], "查": ["cha", "zha"],
        "曾": ["zeng", "ceng"], "翟": ["zhai", "di"], "都": ["du", "dou"], "藏": ["cang", "zang"],
        "会": ["hui", "kuai"], "参": ["can", "shen", "cen"], "省": ["sheng", "xing"], "音": ["yin"],
        "弹": ["dan", "tan"], "降": ["jiang", "xiang"], "率": ["shuai", "lv"], "思": ["si"],
        "宿": ["su", "xiu"], "少": ["shao"], "奇": ["qi", "ji"], "盛": ["sheng", "cheng"],
        "仇": ["chou", "qiu"], "尉": ["wei", "yu"], "区": ["qu", "ou"], "折": ["zhe", "she"],
        "轧": ["ya", "zha"], "畜": ["chu", "xu"], "露": ["lu", "lou"], "晓": ["xiao"], "楠": ["nan"],
    ].filter { $0.value.count > 1 }
}
