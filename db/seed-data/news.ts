import type { SeedNews } from "../seed/types";

export const news: SeedNews[] = [
  {
    slug: "datadle-launch",
    title: { "zh-CN": "Datadle 上线了！", "en-US": "Datadle is live!" },
    body: {
      "zh-CN":
        "Datadle 正式上线：把任何表格变成 Loldle、Worldle 风格的猜谜游戏。每猜一次，你都会看到每个属性的提示——完全正确、更高、更低、部分重合，或者相距多少公里、在哪个方向。登录后还能记录战绩、登上排行榜。",
      "en-US":
        "Datadle is officially live: turn any table into a Loldle- or Worldle-style guessing game. After each guess you see feedback for every attribute — exact, higher, lower, partial overlap, or how many kilometres away and in which direction. Sign in to keep your stats and climb the leaderboards.",
    },
    publishedAt: Date.UTC(2026, 10, 1, 8, 0, 0),
  },
  {
    slug: "demo-datasets",
    title: { "zh-CN": "三个示例数据集", "en-US": "Three demo datasets to start with" },
    body: {
      "zh-CN":
        "我们准备了三个人人可玩、可复刻的示例数据集：118 种化学元素、联合国 193 个会员国，以及太阳系的行星、矮行星和主要卫星。每个条目都有中英文名称、拼音和常见别名，输入“金”“jin”“gold”或“Au”都能找到黄金。",
      "en-US":
        "We prepared three demo datasets that anyone can play and fork: the 118 chemical elements, the 193 member states of the United Nations, and the planets, dwarf planets and major moons of the Solar System. Every entry has Chinese and English names, pinyin and common aliases: typing 金, jin, gold or Au all find gold.",
    },
    publishedAt: Date.UTC(2026, 10, 2, 8, 0, 0),
  },
  {
    slug: "daily-challenge",
    title: { "zh-CN": "每日挑战：每天一道，全球同题", "en-US": "The daily challenge: one puzzle a day for everyone" },
    body: {
      "zh-CN":
        "每天 UTC 零点，我们会从公开数据集中选出一个新的谜题，所有人猜的都是同一个答案。每位登录玩家当天的第一局计入每日排行榜，以前的题目可以在存档里继续玩（不计排名）。",
      "en-US":
        "Every day at 00:00 UTC a new puzzle is picked from the public datasets, and everyone guesses the same answer. A signed-in player's first game of the day counts for the daily leaderboard; past days stay playable from the archive (unranked).",
    },
    publishedAt: Date.UTC(2026, 10, 5, 0, 0, 0),
  },
  {
    slug: "create-your-own",
    title: { "zh-CN": "创建你自己的数据集", "en-US": "Create your own dataset" },
    body: {
      "zh-CN":
        "上传一张表格，为每一列选择类型（文本、集合、数字、日期、等级、坐标或提示），就能生成一个新的猜谜游戏。你可以设为公开或私有、允许他人复刻，并随时发布新版本。",
      "en-US":
        "Upload a table, choose a type for each column (text, set, number, date, ordinal, coordinates or hint) and you have a new guessing game. Make it public or private, let others fork it, and publish new versions whenever you like.",
    },
    publishedAt: Date.UTC(2026, 10, 10, 8, 0, 0),
  },
  {
    slug: "leaderboards",
    title: { "zh-CN": "排行榜与个人统计", "en-US": "Leaderboards and personal stats" },
    body: {
      "zh-CN":
        "赢得一局的得分取决于猜测次数和用时：猜得越少、越快，分数越高。每个数据集都有自己的排行榜，总榜累计你在每个数据集上的最好成绩；个人页面还会显示胜率、连胜天数和猜测次数分布。",
      "en-US":
        "The score of a won game depends on how many guesses and how much time it took: fewer and faster is better. Every dataset has its own leaderboard, the global one adds up your best score on each dataset, and your profile shows your win rate, daily streak and guess distribution.",
    },
    publishedAt: Date.UTC(2026, 10, 15, 8, 0, 0),
  },
];
