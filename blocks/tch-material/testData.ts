/**
 * A slice of the real electronic-textbook catalogue (tch_material_tag.json and
 * tch_material_part_103.json in ../shared/data/smartedu): the tree's branches down to
 * 小学 → 英语 → 人教大同版 / 外研社版（主编：孙有中） → 三年级, 小学 → 数学 → 人教版 → 三年级
 * (no book in the archived part), 特殊教育 → 聋校 → 小学 → 数学 → 一年级 / 二年级 and 高中,
 * with the real books filed there. Only the preview is cut to three pages (Slide1, Slide2,
 * Slide10, listed out of order as in the files).
 */
import type { TchMaterial, TchMaterialTagTree } from '../../src/services/tchMaterialService';

export const TAG_TREE_SLICE: TchMaterialTagTree = {
  tag_path: 'f5261ccc-b7a5-42f4-b015-610dcec58c60',
  hierarchies: [
    {
      hierarchy_name: '专题*',
      ext: {
        tag_dimension_id: '5036342742',
      },
      children: [
        {
          tag_id: 'ac92c18a-58c8-41da-86a5-f44afe3a90f7',
          tag_name: '电子教材',
          tag_dimension_id: '5036342742',
          hierarchies: [
            {
              hierarchy_name: '电子教材',
              ext: {
                tag_dimension_id: 'zxxxd',
              },
              children: [
                {
                  tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
                  tag_name: '小学',
                  tag_dimension_id: 'zxxxd',
                  hierarchies: [
                    {
                      hierarchy_name: '学科',
                      ext: {
                        tag_dimension_id: 'zxxxk',
                      },
                      children: [
                        {
                          tag_id: 'e7bbcf80-0590-11ed-9c79-92fc3b3249d5',
                          tag_name: '数学',
                          tag_dimension_id: 'zxxxk',
                          hierarchies: [
                            {
                              hierarchy_name: '版本',
                              ext: {
                                tag_dimension_id: 'zxxbb',
                              },
                              children: [
                                {
                                  tag_id: 'ff8080814371757b01437c363a187b0a',
                                  tag_name: '人教版',
                                  tag_dimension_id: 'zxxbb',
                                  hierarchies: [
                                    {
                                      hierarchy_name: '年级',
                                      ext: {
                                        tag_dimension_id: 'zxxnj',
                                      },
                                      children: [
                                        {
                                          tag_id: 'e7bbd372-0590-11ed-9c79-92fc3b3249d5',
                                          tag_name: '三年级',
                                          tag_dimension_id: 'zxxnj',
                                          hierarchies: [
                                            {
                                              hierarchy_name: '册次',
                                              ext: {
                                                tag_dimension_id: 'zxxcc',
                                              },
                                              children: [],
                                            },
                                          ],
                                        },
                                      ],
                                    },
                                  ],
                                },
                              ],
                            },
                          ],
                        },
                        {
                          tag_id: '6a7495dc-0772-11ed-ac74-092ab92074e6',
                          tag_name: '英语',
                          tag_dimension_id: 'zxxxk',
                          hierarchies: [
                            {
                              hierarchy_name: '版本',
                              ext: {
                                tag_dimension_id: 'zxxbb',
                              },
                              children: [
                                {
                                  tag_id: 'fa195512-988f-45c7-b707-d6b6f8e530e2',
                                  tag_name: '人教大同版',
                                  tag_dimension_id: 'zxxbb',
                                  hierarchies: [
                                    {
                                      hierarchy_name: '年级',
                                      ext: {
                                        tag_dimension_id: 'zxxnj',
                                      },
                                      children: [
                                        {
                                          tag_id: 'e7bbd372-0590-11ed-9c79-92fc3b3249d5',
                                          tag_name: '三年级',
                                          tag_dimension_id: 'zxxnj',
                                          hierarchies: [
                                            {
                                              hierarchy_name: '册次',
                                              ext: {
                                                tag_dimension_id: 'zxxcc',
                                              },
                                              children: [],
                                            },
                                          ],
                                        },
                                      ],
                                    },
                                  ],
                                },
                                {
                                  tag_id: '8423c2ea-d9eb-4b8e-ad39-1bf23b3c2cf7',
                                  tag_name: '外研社版（主编：孙有中）',
                                  tag_dimension_id: 'zxxbb',
                                  hierarchies: [
                                    {
                                      hierarchy_name: '年级',
                                      ext: {
                                        tag_dimension_id: 'zxxnj',
                                      },
                                      children: [
                                        {
                                          tag_id: 'e7bbd372-0590-11ed-9c79-92fc3b3249d5',
                                          tag_name: '三年级',
                                          tag_dimension_id: 'zxxnj',
                                          hierarchies: [
                                            {
                                              hierarchy_name: '册次',
                                              ext: {
                                                tag_dimension_id: 'zxxcc',
                                              },
                                              children: [],
                                            },
                                          ],
                                        },
                                      ],
                                    },
                                  ],
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
                {
                  tag_id: 'e7bbcefe-0590-11ed-9c79-92fc3b3249d5',
                  tag_name: '高中',
                  tag_dimension_id: 'zxxxd',
                  hierarchies: [
                    {
                      hierarchy_name: '学科',
                      ext: {
                        tag_dimension_id: 'zxxxk',
                      },
                      children: [],
                    },
                  ],
                },
                {
                  tag_id: '22700532-3cf7-4007-9168-c676bd3aefa2',
                  tag_name: '特殊教育',
                  tag_dimension_id: 'zxxxd',
                  hierarchies: [
                    {
                      hierarchy_name: '类别',
                      ext: {
                        tag_dimension_id: 'zxxlb',
                      },
                      children: [
                        {
                          tag_id: '9c0c56ed-c64f-43b8-92cf-508b1801c708',
                          tag_name: '聋校',
                          tag_dimension_id: 'zxxlb',
                          hierarchies: [
                            {
                              hierarchy_name: '学段',
                              ext: {
                                tag_dimension_id: 'zxxxd',
                              },
                              children: [
                                {
                                  tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
                                  tag_name: '小学',
                                  tag_dimension_id: 'zxxxd',
                                  hierarchies: [
                                    {
                                      hierarchy_name: '学科',
                                      ext: {
                                        tag_dimension_id: 'zxxxk',
                                      },
                                      children: [
                                        {
                                          tag_id: 'e7bbcf80-0590-11ed-9c79-92fc3b3249d5',
                                          tag_name: '数学',
                                          tag_dimension_id: 'zxxxk',
                                          hierarchies: [
                                            {
                                              hierarchy_name: '年级',
                                              ext: {
                                                tag_dimension_id: 'zxxnj',
                                              },
                                              children: [
                                                {
                                                  tag_id: 'e7bbd296-0590-11ed-9c79-92fc3b3249d5',
                                                  tag_name: '一年级',
                                                  tag_dimension_id: 'zxxnj',
                                                  hierarchies: [
                                                    {
                                                      hierarchy_name: '册次',
                                                      ext: {
                                                        tag_dimension_id: 'zxxcc',
                                                      },
                                                      children: [],
                                                    },
                                                  ],
                                                },
                                                {
                                                  tag_id: 'e7bbd304-0590-11ed-9c79-92fc3b3249d5',
                                                  tag_name: '二年级',
                                                  tag_dimension_id: 'zxxnj',
                                                  hierarchies: [
                                                    {
                                                      hierarchy_name: '册次',
                                                      ext: {
                                                        tag_dimension_id: 'zxxcc',
                                                      },
                                                      children: [],
                                                    },
                                                  ],
                                                },
                                              ],
                                            },
                                          ],
                                        },
                                      ],
                                    },
                                  ],
                                },
                              ],
                            },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const MATERIALS_SLICE: TchMaterial[] = [
  {
    id: 'df0b818a-ce6a-10bc-b829-24bfb253c4ff',
    global_title: {
      'zh-CN': '（根据2022年版课程标准修订）聋校义务教育实验教科书 数学 一年级 下册',
    },
    resource_type_code: 'assets_document',
    custom_properties: {
      format: 'pdf',
      size: 72943853,
      thumbnails: [
        '/svc/static/zxx/ndrs/resources/tch_material/covers/df0b818a-ce6a-10bc-b829-24bfb253c4ff.svg',
      ],
      preview: {
        Slide2: '/p/df0b818a-ce6a-10bc-b829-24bfb253c4ff/2.svg',
        Slide10: '/p/df0b818a-ce6a-10bc-b829-24bfb253c4ff/10.svg',
        Slide1: '/p/df0b818a-ce6a-10bc-b829-24bfb253c4ff/1.svg',
      },
    },
    tag_list: [
      {
        tag_dimension_id: '5036342742',
        tag_id: 'ac92c18a-58c8-41da-86a5-f44afe3a90f7',
        tag_name: '电子教材',
      },
      {
        tag_dimension_id: 'zxxcc',
        tag_id: 'ff8080814371757b014390fcdce504bd',
        tag_name: '下册',
      },
      {
        tag_dimension_id: 'zxxlb',
        tag_id: '9c0c56ed-c64f-43b8-92cf-508b1801c708',
        tag_name: '聋校',
      },
      {
        tag_dimension_id: 'zxxnj',
        tag_id: 'e7bbd296-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '一年级',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '小学',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: '22700532-3cf7-4007-9168-c676bd3aefa2',
        tag_name: '特殊教育',
      },
      {
        tag_dimension_id: 'zxxxk',
        tag_id: 'e7bbcf80-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '数学',
      },
    ],
    tag_paths: [
      'f5261ccc-b7a5-42f4-b015-610dcec58c60/ac92c18a-58c8-41da-86a5-f44afe3a90f7/22700532-3cf7-4007-9168-c676bd3aefa2/9c0c56ed-c64f-43b8-92cf-508b1801c708/e7bbb2de-0590-11ed-9c79-92fc3b3249d5/e7bbcf80-0590-11ed-9c79-92fc3b3249d5/e7bbd296-0590-11ed-9c79-92fc3b3249d5/ff8080814371757b014390fcdce504bd',
    ],
  },
  {
    id: '8d23c2d0-69ef-2bbc-c477-eaefe5388f6e',
    global_title: {
      'zh-CN': '聋校义务教育实验教科书 数学 二年级 下册',
    },
    resource_type_code: 'assets_document',
    custom_properties: {
      format: 'pdf',
      size: 30385354,
      thumbnails: [
        '/svc/static/zxx/ndrs/resources/tch_material/covers/8d23c2d0-69ef-2bbc-c477-eaefe5388f6e.svg',
      ],
      preview: {
        Slide2: '/p/8d23c2d0-69ef-2bbc-c477-eaefe5388f6e/2.svg',
        Slide10: '/p/8d23c2d0-69ef-2bbc-c477-eaefe5388f6e/10.svg',
        Slide1: '/p/8d23c2d0-69ef-2bbc-c477-eaefe5388f6e/1.svg',
      },
    },
    tag_list: [
      {
        tag_dimension_id: '5036342742',
        tag_id: 'ac92c18a-58c8-41da-86a5-f44afe3a90f7',
        tag_name: '电子教材',
      },
      {
        tag_dimension_id: 'zxxcc',
        tag_id: 'ff8080814371757b014390fcdce504bd',
        tag_name: '下册',
      },
      {
        tag_dimension_id: 'zxxlb',
        tag_id: '9c0c56ed-c64f-43b8-92cf-508b1801c708',
        tag_name: '聋校',
      },
      {
        tag_dimension_id: 'zxxnj',
        tag_id: 'e7bbd304-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '二年级',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '小学',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: '22700532-3cf7-4007-9168-c676bd3aefa2',
        tag_name: '特殊教育',
      },
      {
        tag_dimension_id: 'zxxxk',
        tag_id: 'e7bbcf80-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '数学',
      },
    ],
    tag_paths: [
      'f5261ccc-b7a5-42f4-b015-610dcec58c60/ac92c18a-58c8-41da-86a5-f44afe3a90f7/22700532-3cf7-4007-9168-c676bd3aefa2/9c0c56ed-c64f-43b8-92cf-508b1801c708/e7bbb2de-0590-11ed-9c79-92fc3b3249d5/e7bbcf80-0590-11ed-9c79-92fc3b3249d5/e7bbd304-0590-11ed-9c79-92fc3b3249d5/ff8080814371757b014390fcdce504bd',
    ],
  },
  {
    id: '0b0a036f-c24f-3187-b9e8-e65f8b408770',
    global_title: {
      'zh-CN': '（根据2022年版课程标准修订）义务教育教科书 英语 三年级 下册',
    },
    resource_type_code: 'assets_document',
    custom_properties: {
      format: 'pdf',
      size: 85137831,
      thumbnails: [
        '/svc/static/zxx/ndrs/resources/tch_material/covers/0b0a036f-c24f-3187-b9e8-e65f8b408770.svg',
      ],
      preview: {
        Slide2: '/p/0b0a036f-c24f-3187-b9e8-e65f8b408770/2.svg',
        Slide10: '/p/0b0a036f-c24f-3187-b9e8-e65f8b408770/10.svg',
        Slide1: '/p/0b0a036f-c24f-3187-b9e8-e65f8b408770/1.svg',
      },
    },
    tag_list: [
      {
        tag_dimension_id: '5036342742',
        tag_id: 'ac92c18a-58c8-41da-86a5-f44afe3a90f7',
        tag_name: '电子教材',
      },
      {
        tag_dimension_id: 'zxxbb',
        tag_id: 'fa195512-988f-45c7-b707-d6b6f8e530e2',
        tag_name: '人教大同版',
      },
      {
        tag_dimension_id: 'zxxcc',
        tag_id: 'ff8080814371757b014390fcdce504bd',
        tag_name: '下册',
      },
      {
        tag_dimension_id: 'zxxnj',
        tag_id: 'e7bbd372-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '三年级',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '小学',
      },
      {
        tag_dimension_id: 'zxxxk',
        tag_id: '6a7495dc-0772-11ed-ac74-092ab92074e6',
        tag_name: '英语',
      },
    ],
    tag_paths: [
      'f5261ccc-b7a5-42f4-b015-610dcec58c60/ac92c18a-58c8-41da-86a5-f44afe3a90f7/e7bbb2de-0590-11ed-9c79-92fc3b3249d5/6a7495dc-0772-11ed-ac74-092ab92074e6/fa195512-988f-45c7-b707-d6b6f8e530e2/e7bbd372-0590-11ed-9c79-92fc3b3249d5/ff8080814371757b014390fcdce504bd',
    ],
  },
  {
    id: '9b2c031b-fa86-26a5-65e0-247b5c44bc98',
    global_title: {
      'zh-CN': '（根据2022年版课程标准修订）义务教育教科书 英语 三年级下册',
    },
    resource_type_code: 'assets_document',
    custom_properties: {
      format: 'pdf',
      size: 192437132,
      thumbnails: [
        '/svc/static/zxx/ndrs/resources/tch_material/covers/9b2c031b-fa86-26a5-65e0-247b5c44bc98.svg',
      ],
      preview: {
        Slide2: '/p/9b2c031b-fa86-26a5-65e0-247b5c44bc98/2.svg',
        Slide10: '/p/9b2c031b-fa86-26a5-65e0-247b5c44bc98/10.svg',
        Slide1: '/p/9b2c031b-fa86-26a5-65e0-247b5c44bc98/1.svg',
      },
    },
    tag_list: [
      {
        tag_dimension_id: '5036342742',
        tag_id: 'ac92c18a-58c8-41da-86a5-f44afe3a90f7',
        tag_name: '电子教材',
      },
      {
        tag_dimension_id: 'zxxbb',
        tag_id: '8423c2ea-d9eb-4b8e-ad39-1bf23b3c2cf7',
        tag_name: '外研社版（主编：孙有中）',
      },
      {
        tag_dimension_id: 'zxxcc',
        tag_id: 'ff8080814371757b014390fcdce504bd',
        tag_name: '下册',
      },
      {
        tag_dimension_id: 'zxxnj',
        tag_id: 'e7bbd372-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '三年级',
      },
      {
        tag_dimension_id: 'zxxxd',
        tag_id: 'e7bbb2de-0590-11ed-9c79-92fc3b3249d5',
        tag_name: '小学',
      },
      {
        tag_dimension_id: 'zxxxk',
        tag_id: '6a7495dc-0772-11ed-ac74-092ab92074e6',
        tag_name: '英语',
      },
    ],
    tag_paths: [
      'f5261ccc-b7a5-42f4-b015-610dcec58c60/ac92c18a-58c8-41da-86a5-f44afe3a90f7/e7bbb2de-0590-11ed-9c79-92fc3b3249d5/6a7495dc-0772-11ed-ac74-092ab92074e6/8423c2ea-d9eb-4b8e-ad39-1bf23b3c2cf7/e7bbd372-0590-11ed-9c79-92fc3b3249d5/ff8080814371757b014390fcdce504bd',
    ],
  },
];
