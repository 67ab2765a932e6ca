-- The demo seed's solar system stored each discoverer as one string in both languages
-- ("拉塞尔 William Lassell"), shown whole on either language's page. A database seeded before the
-- seed was fixed gets what a fresh seed writes: a key per discoverer in the cells, and the hint
-- column's value labels per language. Only the seed's own version (no owner) is touched, and only
-- while it still has the old values, so this applies on top of any data.
UPDATE `entries` SET `attributes` = json_set(`attributes`, '$.discoverer',
  CASE json_extract(`attributes`, '$.discoverer')
    WHEN '史前已知 Known since prehistory' THEN 'prehistory'
    WHEN '伽利略 Galileo Galilei' THEN 'galileo'
    WHEN '威廉·赫歇尔 William Herschel' THEN 'herschel'
    WHEN '卡西尼 Giovanni Domenico Cassini' THEN 'cassini'
    WHEN '惠更斯 Christiaan Huygens' THEN 'huygens'
    WHEN '拉塞尔 William Lassell' THEN 'lassell'
    WHEN '柯伊伯 Gerard Kuiper' THEN 'kuiper'
    WHEN '阿萨夫·霍尔 Asaph Hall' THEN 'hall'
    WHEN '汤博 Clyde Tombaugh' THEN 'tombaugh'
    WHEN '克里斯蒂 James Christy' THEN 'christy'
    WHEN '皮亚齐 Giuseppe Piazzi' THEN 'piazzi'
    WHEN '勒维耶、亚当斯与伽勒 Le Verrier, Adams & Galle' THEN 'le-verrier'
    WHEN '布朗团队 Michael Brown et al.' THEN 'brown-team'
    WHEN '布朗团队、奥尔蒂斯团队 Brown et al., Ortiz et al.' THEN 'brown-ortiz'
    ELSE json_extract(`attributes`, '$.discoverer')
  END)
WHERE `version_id` IN (SELECT v.id FROM dataset_versions v JOIN datasets d ON d.id = v.dataset_id
  WHERE d.slug = 'solar-system' AND d.owner_id IS NULL AND v.version = 1);
--> statement-breakpoint
UPDATE `dataset_versions` SET `attribute_types` = json_set(`attribute_types`, '$[7].valueLabels', json('{"prehistory": {"zh-CN": "史前已知", "en-US": "Known since prehistory"}, "galileo": {"zh-CN": "伽利略", "en-US": "Galileo Galilei"}, "herschel": {"zh-CN": "威廉·赫歇尔", "en-US": "William Herschel"}, "cassini": {"zh-CN": "卡西尼", "en-US": "Giovanni Domenico Cassini"}, "huygens": {"zh-CN": "惠更斯", "en-US": "Christiaan Huygens"}, "lassell": {"zh-CN": "拉塞尔", "en-US": "William Lassell"}, "kuiper": {"zh-CN": "柯伊伯", "en-US": "Gerard Kuiper"}, "hall": {"zh-CN": "阿萨夫·霍尔", "en-US": "Asaph Hall"}, "tombaugh": {"zh-CN": "汤博", "en-US": "Clyde Tombaugh"}, "christy": {"zh-CN": "克里斯蒂", "en-US": "James Christy"}, "piazzi": {"zh-CN": "皮亚齐", "en-US": "Giuseppe Piazzi"}, "le-verrier": {"zh-CN": "勒维耶、亚当斯与伽勒", "en-US": "Le Verrier, Adams & Galle"}, "brown-team": {"zh-CN": "布朗团队", "en-US": "Michael Brown et al."}, "brown-ortiz": {"zh-CN": "布朗团队、奥尔蒂斯团队", "en-US": "Brown et al., Ortiz et al."}}'))
WHERE `id` IN (SELECT v.id FROM dataset_versions v JOIN datasets d ON d.id = v.dataset_id
  WHERE d.slug = 'solar-system' AND d.owner_id IS NULL AND v.version = 1)
  AND json_extract(`attribute_types`, '$[7].key') = 'discoverer'
  AND json_extract(`attribute_types`, '$[7].valueLabels') IS NULL;
