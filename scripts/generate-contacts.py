#!/usr/bin/env python3
"""Generate a realistic address book for load tests of Private Contacts.

Usage:
    scripts/generate-contacts.py [-n COUNT] [--seed SEED] [--format vcard|abook]
                                 [-o FILE]

    -n, --count   number of contacts (default 100000)
    --seed        random seed; the same seed and count give the same bytes
                  (default 1)
    --format      "vcard" (default): one vCard 3.0 file (RFC 2426), CRLF line
                  ends, lines folded at 75 octets; "abook": the native
                  addressbook file of abook 0.6 (`[format]` header, one `[N]`
                  section per contact with name=, email=, phone=, workphone=,
                  mobile=, notes= keys), as `abook --convert --outformat abook`
                  writes it
    -o, --output  output file (default: standard output); written to a
                  temporary file beside it and renamed, so an interrupted run
                  leaves no half-written file

Examples:
    scripts/generate-contacts.py -n 100000 -o /tmp/book.vcf        # ~28 MB
    scripts/generate-contacts.py -n 1000 --seed 7 --format abook -o addressbook

Content: about a third of the contacts have Chinese names written in Chinese
characters (common surnames by rough frequency, including the polyphonic
surnames 曾 单 解 区 仇 查 翟 乐 朴 覃 缪 盖… and compound surnames 欧阳 司马
诸葛 长孙 尉迟 万俟…); the rest have Western names, some with accents (Chloé,
Søren, Łukasz, Hernández, Nguyễn). Each has one or two phone numbers in varied
national and international formats, usually one or two email addresses (on
the reserved example domains of RFC 2606), sometimes an organisation, a home
address, categories and a note (some with commas, semicolons or line breaks,
escaped per RFC 2426 section 4), and always a REV timestamp and a UID. A vCard averages about 280 bytes.

Python 3 standard library only.
"""

import argparse
import os
import random
import sys
import tempfile
import time
import unicodedata
import uuid

# --- Name lists (char, pinyin), weights are rough relative frequencies. ---

COMMON_SURNAMES = [
    ("王", "wang", 70), ("李", "li", 70), ("张", "zhang", 65), ("刘", "liu", 55),
    ("陈", "chen", 50), ("杨", "yang", 35), ("黄", "huang", 25), ("赵", "zhao", 22),
    ("吴", "wu", 22), ("周", "zhou", 21), ("徐", "xu", 17), ("孙", "sun", 16),
    ("马", "ma", 15), ("朱", "zhu", 14), ("胡", "hu", 13), ("郭", "guo", 12),
    ("何", "he", 11), ("高", "gao", 11), ("林", "lin", 11), ("罗", "luo", 10),
    ("郑", "zheng", 10), ("梁", "liang", 9), ("谢", "xie", 8), ("宋", "song", 8),
    ("唐", "tang", 7), ("许", "xu", 7), ("韩", "han", 7), ("冯", "feng", 7),
    ("邓", "deng", 7), ("曹", "cao", 6), ("彭", "peng", 6), ("曾", "zeng", 6),
    ("肖", "xiao", 6), ("田", "tian", 5), ("董", "dong", 5), ("袁", "yuan", 5),
    ("潘", "pan", 5), ("于", "yu", 5), ("蒋", "jiang", 5), ("蔡", "cai", 5),
    ("余", "yu", 5), ("杜", "du", 4), ("叶", "ye", 4), ("程", "cheng", 4),
    ("苏", "su", 4), ("魏", "wei", 4), ("吕", "lv", 4), ("丁", "ding", 4),
    ("任", "ren", 4), ("沈", "shen", 4), ("姚", "yao", 3), ("卢", "lu", 3),
    ("姜", "jiang", 3), ("崔", "cui", 3), ("钟", "zhong", 3), ("谭", "tan", 3),
    ("陆", "lu", 3), ("汪", "wang", 3), ("范", "fan", 3), ("金", "jin", 3),
    ("石", "shi", 3), ("廖", "liao", 3), ("贾", "jia", 3), ("夏", "xia", 3),
    ("韦", "wei", 2), ("方", "fang", 2), ("白", "bai", 2), ("邹", "zou", 2),
    ("孟", "meng", 2), ("熊", "xiong", 2), ("秦", "qin", 2), ("邱", "qiu", 2),
    ("江", "jiang", 2), ("尹", "yin", 2), ("薛", "xue", 2), ("段", "duan", 2),
    ("雷", "lei", 2), ("侯", "hou", 2), ("龙", "long", 2), ("史", "shi", 2),
    ("陶", "tao", 2), ("黎", "li", 2), ("贺", "he", 2), ("顾", "gu", 2),
    ("毛", "mao", 2), ("郝", "hao", 2), ("龚", "gong", 2), ("邵", "shao", 2),
    ("万", "wan", 2), ("钱", "qian", 2), ("严", "yan", 2), ("武", "wu", 2),
    ("戴", "dai", 2), ("莫", "mo", 2), ("孔", "kong", 2), ("汤", "tang", 2),
]

# Surnames whose reading differs from the character's usual reading.
POLYPHONIC_SURNAMES = [
    ("单", "shan", 2), ("解", "xie", 1), ("区", "ou", 1), ("仇", "qiu", 1),
    ("查", "zha", 1), ("翟", "zhai", 2), ("乐", "yue", 1), ("朴", "piao", 1),
    ("覃", "qin", 2), ("缪", "miao", 1), ("盖", "ge", 1), ("召", "shao", 1),
    ("句", "gou", 1), ("那", "na", 1), ("宿", "su", 1), ("藏", "zang", 1),
    ("长", "chang", 1), ("黑", "he", 1), ("种", "chong", 1), ("员", "yun", 1),
    ("秘", "bi", 1), ("折", "she", 1), ("繁", "po", 1), ("重", "chong", 1),
]

COMPOUND_SURNAMES = [
    ("欧阳", "ouyang", 2), ("司马", "sima", 1), ("诸葛", "zhuge", 1), ("上官", "shangguan", 1),
    ("东方", "dongfang", 1), ("皇甫", "huangfu", 1), ("慕容", "murong", 1), ("令狐", "linghu", 1),
    ("长孙", "zhangsun", 1), ("尉迟", "yuchi", 1), ("万俟", "moqi", 1), ("澹台", "tantai", 1),
    ("夏侯", "xiahou", 1), ("公孙", "gongsun", 1), ("司徒", "situ", 1),
]

GIVEN_CHARACTERS = [
    ("伟", "wei"), ("芳", "fang"), ("娜", "na"), ("敏", "min"), ("静", "jing"), ("丽", "li"),
    ("强", "qiang"), ("磊", "lei"), ("军", "jun"), ("洋", "yang"), ("勇", "yong"), ("艳", "yan"),
    ("杰", "jie"), ("娟", "juan"), ("涛", "tao"), ("明", "ming"), ("超", "chao"), ("秀", "xiu"),
    ("霞", "xia"), ("平", "ping"), ("刚", "gang"), ("桂", "gui"), ("英", "ying"), ("华", "hua"),
    ("玉", "yu"), ("萍", "ping"), ("红", "hong"), ("玲", "ling"), ("梅", "mei"), ("琳", "lin"),
    ("雪", "xue"), ("荣", "rong"), ("佳", "jia"), ("嘉", "jia"), ("琼", "qiong"), ("珍", "zhen"),
    ("莉", "li"), ("晶", "jing"), ("妍", "yan"), ("秋", "qiu"), ("珊", "shan"), ("莎", "sha"),
    ("婷", "ting"), ("颖", "ying"), ("瑶", "yao"), ("怡", "yi"), ("丹", "dan"), ("蓉", "rong"),
    ("君", "jun"), ("琴", "qin"), ("薇", "wei"), ("欣", "xin"), ("宁", "ning"), ("晓", "xiao"),
    ("欢", "huan"), ("枫", "feng"), ("菲", "fei"), ("亚", "ya"), ("宇", "yu"), ("浩", "hao"),
    ("轩", "xuan"), ("然", "ran"), ("博", "bo"), ("文", "wen"), ("子", "zi"), ("俊", "jun"),
    ("辰", "chen"), ("睿", "rui"), ("泽", "ze"), ("鹏", "peng"), ("天", "tian"), ("小", "xiao"),
    ("建", "jian"), ("国", "guo"), ("志", "zhi"), ("海", "hai"), ("东", "dong"), ("春", "chun"),
    ("雨", "yu"), ("思", "si"), ("一", "yi"), ("诗", "shi"), ("涵", "han"), ("梓", "zi"),
    ("可", "ke"), ("心", "xin"), ("家", "jia"), ("立", "li"), ("新", "xin"), ("成", "cheng"),
    ("云", "yun"), ("飞", "fei"), ("鑫", "xin"), ("龙", "long"), ("三", "san"), ("田", "tian"),
]

WESTERN_GIVEN = [
    "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William",
    "Elizabeth", "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah",
    "Charles", "Karen", "Daniel", "Nancy", "Matthew", "Lisa", "Anthony", "Margaret", "Mark",
    "Sandra", "Paul", "Ashley", "Steven", "Emily", "Andrew", "Michelle", "Olivia", "Liam", "Noah",
    "Emma", "Ava", "Sophia", "Isabella", "Mia", "Amelia", "Harper", "Evelyn", "Lucas", "Ethan",
    "Grace", "Hannah", "Oliver", "Jack", "Adam", "Anna", "Laura", "Peter", "Martin", "Eva",
    # Accented and non-English names.
    "Chloé", "Émile", "Zoë", "Renée", "José", "Søren", "Björn", "Łukasz", "François", "Anaïs",
    "Noémie", "Jürgen", "René", "Inés", "Ángel", "Małgorzata", "Antonín", "Håkon", "Åsa", "Jérôme",
    "Hélène", "Çağla", "Øystein", "Zoé", "Joël", "Mónica", "Raúl", "Sébastien", "Ana", "Lars",
]

WESTERN_FAMILY = [
    "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
    "Martinez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee",
    "Thompson", "White", "Harris", "Clark", "Lewis", "Robinson", "Walker", "Young", "Allen",
    "King", "Wright", "Scott", "Hill", "Green", "Adams", "Baker", "Nelson", "Carter", "Mitchell",
    "Roberts", "Turner", "Phillips", "Campbell", "Parker", "Evans", "Edwards", "Collins",
    "Stewart", "Morris", "Murphy", "Cook", "Rogers", "Fischer", "Weber", "Rossi", "Bianchi",
    # Accented, apostrophes, particles.
    "Hernández", "López", "González", "Pérez", "Sánchez", "Ramírez", "Müller", "Schäfer",
    "Lefèvre", "Dubois", "Nguyễn", "Kowalczyk", "Wiśniewski", "Øster", "Åberg", "Jäger",
    "O'Brien", "O'Connor", "D'Angelo", "van der Berg", "de la Cruz", "Doğan", "Nováková",
    "Fernández", "Gómez", "Björklund", "Løvland", "Straße", "Žukauskas", "Šimić", "Dvořák",
]

# Addresses: (street, city, region, postal code, country).
WESTERN_ADDRESSES = [
    ("12 Rue de la Paix", "Paris", "", "75002", "France"),
    ("221B Baker Street", "London", "", "NW1 6XE", "United Kingdom"),
    ("742 Evergreen Terrace", "Springfield", "OR", "97403", "USA"),
    ("Königstraße 5", "Stuttgart", "", "70173", "Germany"),
    ("Calle Mayor 10, 2º", "Madrid", "", "28013", "Spain"),
    ("1600 Main St Apt 4", "Portland", "OR", "97205", "USA"),
    ("Drottninggatan 71", "Stockholm", "", "111 36", "Sweden"),
]
CHINESE_ADDRESSES = [
    ("朝阳区建国路88号", "北京", "北京", "100022", "中国"),
    ("浦东新区世纪大道100号", "上海", "上海", "200120", "中国"),
    ("天河区体育西路191号", "广州", "广东", "510620", "中国"),
    ("南山区科技园南路", "深圳", "广东", "518057", "中国"),
]
CATEGORIES = ["Family", "Work", "Friends", "School", "朋友", "同事", "Family,Friends", "VIP"]

MIDDLE_NAMES = ["A.", "J.", "M.", "Marie", "Anne", "Lee", "Ray", "Louise", "E.", "Grace"]
PREFIXES = ["Dr.", "Prof.", "Mr.", "Ms."]

ORGANISATIONS = [
    "Northwind Traders", "Contoso Ltd", "Fabrikam, Inc.", "Initech", "Globex Corporation",
    "Tailspin Toys", "Wide World Importers", "Blue Yonder Airlines", "Litware; Sales",
    "星辰科技有限公司", "蓝海贸易", "东方设计工作室", "City Hospital", "Riverside School",
]

NOTES = [
    "Met at PyCon 2019", "Neighbour; has a dog named Rex", "Prefers text messages",
    "Dentist, Tuesday mornings", "大学同学", "同事，市场部", "Gate code 4721\nSecond floor",
    "Birthday in March", "Plumber - reliable", "Book club", "Call after 6 pm",
    "Old colleague from Berlin", "Kids: Tom, Lily", "Landlord", "Yoga class\nThursdays",
    "Speaks French and Spanish", "家里电话晚上打", "Allergic to peanuts",
    "Met at the 2019 conference in Lisbon; introduced by Maria. Interested in the storage project.",
    "2018年在杭州的技术大会上认识，做数据库方面的工作，有合作意向，下次去上海时联系。",
]

DOMAINS = ["example.com", "example.org", "example.net", "mail.example", "corp.example",
           "uni.example", "post.example"]

# Phone formats: (template, weight). "d" is any digit, "n" is 2-9.
WESTERN_PHONES = [
    ("+1 (ndd) ndd-dddd", 6), ("(ndd) ndd-dddd", 4), ("ndd-ndd-dddd", 4), ("+1 ndd.ndd.dddd", 2),
    ("+44 20 dddd dddd", 2), ("+44 7ddd dddddd", 2), ("+33 6 dd dd dd dd", 2),
    ("06 dd dd dd dd", 1), ("+49 30 dddddd", 1), ("+49 15d ddddddd", 1), ("+34 6dd ddd ddd", 1),
    ("+46 7d-ddd dd dd", 1), ("ndd-dddd", 1), ("+1-ndd-ndd-dddd x1dd", 1), ("+61 4dd ddd ddd", 1),
]
CHINESE_PHONES = [
    ("+86 13d dddd dddd", 5), ("13d-dddd-dddd", 3), ("15ddddddddd", 3), ("+86 18d-dddd-dddd", 2),
    ("010-ndddddd", 1), ("021 nddd dddd", 1), ("+852 nddd dddd", 1), ("+886 9dd ddd ddd", 1),
]
PHONE_TYPES = [("CELL", 6), ("HOME", 3), ("WORK", 3), ("WORK,VOICE", 1), ("HOME,VOICE", 1)]


def weighted(rng, items):
    """Pick the first elements of a list of (..., weight) tuples."""
    total = sum(item[-1] for item in items)
    target = rng.uniform(0, total)
    for item in items:
        target -= item[-1]
        if target <= 0:
            return item
    return items[-1]


def phone(rng, formats):
    template = weighted(rng, formats)[0]
    return "".join(
        str(rng.randint(0, 9)) if c == "d" else str(rng.randint(2, 9)) if c == "n" else c
        for c in template
    )


ASCII_EXTRA = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "ß": "ss", "æ": "ae", "å": "a", "đ": "d"}


def ascii_fold(text):
    """Lowercase ASCII for email local parts: Chloé -> chloe, Søren -> soren."""
    text = "".join(ASCII_EXTRA.get(c, c) for c in text)
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if c.isascii() and (c.isalnum())).lower()


def make_contact(rng, index):
    """One contact as a dict of plain (unescaped) values."""
    chinese = rng.random() < 1 / 3
    contact = {"uid": str(uuid.UUID(int=rng.getrandbits(128), version=4)), "middle": "",
               "prefix": "", "org": "", "note": "", "address": None, "categories": "",
               # Seconds since 2015-01-01T00:00:00Z, spread over ten years.
               "rev": 1420070400 + rng.randrange(10 * 365 * 86400)}
    if chinese:
        pool = rng.random()
        if pool < 0.90:
            family, family_py, _ = weighted(rng, COMMON_SURNAMES)
        elif pool < 0.97:
            family, family_py, _ = weighted(rng, POLYPHONIC_SURNAMES)
        else:
            family, family_py, _ = weighted(rng, COMPOUND_SURNAMES)
        chars = [rng.choice(GIVEN_CHARACTERS) for _ in range(1 if rng.random() < 0.3 else 2)]
        given = "".join(c for c, _ in chars)
        given_py = "".join(p for _, p in chars)
        contact.update(given=given, family=family, fn=family + given)
        local_parts = [f"{family_py}.{given_py}", f"{family_py}{given_py}",
                       f"{given_py}{family_py}{rng.randint(1, 99)}",
                       f"{family_py[0]}{given_py}{rng.randint(70, 99)}"]
        phones = CHINESE_PHONES
        addresses = CHINESE_ADDRESSES
    else:
        given = rng.choice(WESTERN_GIVEN)
        family = rng.choice(WESTERN_FAMILY)
        if rng.random() < 0.08:
            contact["middle"] = rng.choice(MIDDLE_NAMES)
        if rng.random() < 0.03:
            contact["prefix"] = rng.choice(PREFIXES)
        parts = [contact["prefix"], given, contact["middle"], family]
        contact.update(given=given, family=family, fn=" ".join(p for p in parts if p))
        g, f = ascii_fold(given), ascii_fold(family)
        local_parts = [f"{g}.{f}", f"{g}{f}", f"{g[0]}{f}", f"{g}_{f}{rng.randint(1, 99)}", f"{f}.{g}"]
        phones = WESTERN_PHONES
        addresses = WESTERN_ADDRESSES
    contact["phones"] = [(weighted(rng, PHONE_TYPES)[0], phone(rng, phones))
                         for _ in range(1 if rng.random() < 0.55 else 2)]
    emails = []
    if rng.random() < 0.85:
        emails.append(f"{rng.choice(local_parts)}@{rng.choice(DOMAINS)}")
        if rng.random() < 0.2:
            emails.append(f"{rng.choice(local_parts)}@{rng.choice(DOMAINS)}")
    contact["emails"] = emails
    if rng.random() < 0.3:
        contact["org"] = rng.choice(ORGANISATIONS)
    if rng.random() < 0.3:
        contact["note"] = rng.choice(NOTES)
    if rng.random() < 0.2:
        contact["address"] = rng.choice(addresses)
    if rng.random() < 0.2:
        contact["categories"] = rng.choice(CATEGORIES)
    return contact


# --- vCard 3.0 (RFC 2426) ---

def escape_text(value):
    """RFC 2426 section 4 / 5: escape backslash, comma, semicolon, newline."""
    return (value.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;")
            .replace("\r\n", "\\n").replace("\n", "\\n"))


def fold_line(line):
    """RFC 2425 section 5.8.1: lines longer than 75 octets are folded with
    CRLF + one space; a UTF-8 sequence is never split."""
    data = line.encode("utf-8")
    if len(data) <= 75:
        return line + "\r\n"
    out = []
    start = 0
    limit = 75
    while start < len(data):
        end = min(start + limit, len(data))
        while end < len(data) and (data[end] & 0xC0) == 0x80:
            end -= 1
        out.append(data[start:end].decode("utf-8"))
        start = end
        limit = 74  # continuation lines begin with a space
    return "\r\n ".join(out) + "\r\n"


def vcard(contact):
    lines = [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:" + ";".join(escape_text(contact[k]) for k in ("family", "given", "middle", "prefix"))
        + ";",
        "FN:" + escape_text(contact["fn"]),
    ]
    if contact["org"]:
        lines.append("ORG:" + escape_text(contact["org"]))
    for kind, number in contact["phones"]:
        lines.append(f"TEL;TYPE={kind}:{number}")
    for email in contact["emails"]:
        lines.append("EMAIL;TYPE=INTERNET:" + email)
    if contact["address"]:
        street, city, region, code, country = contact["address"]
        lines.append("ADR;TYPE=HOME:;;" + ";".join(escape_text(v) for v in (street, city, region, code, country)))
    if contact["note"]:
        lines.append("NOTE:" + escape_text(contact["note"]))
    if contact["categories"]:
        # CATEGORIES is a list: the commas separate values and stay unescaped.
        lines.append("CATEGORIES:" + ",".join(escape_text(c) for c in contact["categories"].split(",")))
    lines.append("REV:" + time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(contact["rev"])))
    lines.append("UID:urn:uuid:" + contact["uid"])
    lines.append("END:VCARD")
    return "".join(fold_line(line) for line in lines)


# --- abook native format ---

ABOOK_PHONE_KEYS = {"CELL": "mobile", "HOME": "phone", "HOME,VOICE": "phone", "WORK": "workphone",
                    "WORK,VOICE": "workphone"}


def abook_value(value):
    """abook values run to the end of the line: no line breaks."""
    return " ".join(value.split("\n"))


def abook_header():
    return "# abook addressbook file\n\n[format]\nprogram=abook\nversion=0.6.1\n\n\n"


def abook_entry(index, contact):
    lines = [f"[{index}]", "name=" + abook_value(contact["fn"])]
    if contact["emails"]:
        lines.append("email=" + ",".join(contact["emails"]))
    seen = set()
    for kind, number in contact["phones"]:
        key = ABOOK_PHONE_KEYS[kind]
        if key not in seen:  # abook has one field per kind
            seen.add(key)
            lines.append(f"{key}={number}")
    if contact["address"]:
        street, city, region, code, country = contact["address"]
        for key, value in (("address", street), ("city", city), ("state", region), ("zip", code),
                           ("country", country)):
            if value:
                lines.append(f"{key}={abook_value(value)}")
    if contact["note"]:
        lines.append("notes=" + abook_value(contact["note"]))
    return "\n".join(lines) + "\n\n"


def write_book(out, count, seed, fmt):
    rng = random.Random(seed)
    if fmt == "abook":
        out.write(abook_header())
    for index in range(count):
        contact = make_contact(rng, index)
        out.write(vcard(contact) if fmt == "vcard" else abook_entry(index, contact))


def main(argv=None):
    parser = argparse.ArgumentParser(description="Generate a realistic address book.")
    parser.add_argument("-n", "--count", type=int, default=100_000, help="number of contacts")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--format", choices=("vcard", "abook"), default="vcard")
    parser.add_argument("-o", "--output", help="output file (default: standard output)")
    args = parser.parse_args(argv)
    if args.count < 0:
        parser.error("--count must not be negative")

    if not args.output:
        # vCard wants CRLF: write bytes untouched by newline translation.
        out = open(sys.stdout.fileno(), "w", encoding="utf-8", newline="", closefd=False)
        write_book(out, args.count, args.seed, args.format)
        out.flush()
        return 0

    directory = os.path.dirname(os.path.abspath(args.output))
    fd, temp = tempfile.mkstemp(prefix=".generate-contacts-", dir=directory)
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)  # mkstemp creates 0600; use the usual mode
        with open(fd, "w", encoding="utf-8", newline="") as out:
            write_book(out, args.count, args.seed, args.format)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, args.output)
    except BaseException:
        os.unlink(temp)
        raise
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.exit(1)
    except OSError as error:
        print(f"generate-contacts: {error}", file=sys.stderr)
        sys.exit(1)
