// Every blind evaluation set, each written by someone who never saw the GM's code, its training data or the other
// sets, with how it has been used since its one first scoring. What has never been read is the out-of-sample
// measure; what was read is held at the level its tuning reached.
import type { HeldOutCase } from "@/lib/ai/analyst/nlu/heldout.data";
import { HELD_OUT_BLIND1 } from "@/lib/ai/analyst/nlu/heldout-blind1.data";
import { HELD_OUT_BLIND_2 } from "@/lib/ai/analyst/nlu/heldout-blind2.data";
import { HELD_OUT_BLIND_3 } from "@/lib/ai/analyst/nlu/heldout-blind3.data";
import { HELD_OUT_BLIND_4 } from "@/lib/ai/analyst/nlu/heldout-blind4.data";
import { HELD_OUT_BLIND_5 } from "@/lib/ai/analyst/nlu/heldout-blind5.data";
import { HELD_OUT_BLIND_6 } from "@/lib/ai/analyst/nlu/heldout-blind6.data";
import { HELD_OUT_BLIND_7 } from "@/lib/ai/analyst/nlu/heldout-blind7.data";
import { HELD_OUT_BLIND_8 } from "@/lib/ai/analyst/nlu/heldout-blind8.data";
import { HELD_OUT_BLIND_9 } from "@/lib/ai/analyst/nlu/heldout-blind9.data";
import { HELD_OUT_BLIND_10 } from "@/lib/ai/analyst/nlu/heldout-blind10.data";
import { HELD_OUT_BLIND_11 } from "@/lib/ai/analyst/nlu/heldout-blind11.data";
import { HELD_OUT_BLIND_12 } from "@/lib/ai/analyst/nlu/heldout-blind12.data";
import { HELD_OUT_BLIND_13 } from "@/lib/ai/analyst/nlu/heldout-blind13.data";
import { HELD_OUT_BLIND_14 } from "@/lib/ai/analyst/nlu/heldout-blind14.data";
import { HELD_OUT_BLIND_15 } from "@/lib/ai/analyst/nlu/heldout-blind15.data";
import { HELD_OUT_BLIND_16 } from "@/lib/ai/analyst/nlu/heldout-blind16.data";
import { HELD_OUT_BLIND_17 } from "@/lib/ai/analyst/nlu/heldout-blind17.data";
import { HELD_OUT_BLIND_18 } from "@/lib/ai/analyst/nlu/heldout-blind18.data";
import { HELD_OUT_BLIND_19 } from "@/lib/ai/analyst/nlu/heldout-blind19.data";
import { HELD_OUT_BLIND_20 } from "@/lib/ai/analyst/nlu/heldout-blind20.data";
import { HELD_OUT_BLIND_21 } from "@/lib/ai/analyst/nlu/heldout-blind21.data";
import { HELD_OUT_BLIND_22 } from "@/lib/ai/analyst/nlu/heldout-blind22.data";
import { HELD_OUT_BLIND_23 } from "@/lib/ai/analyst/nlu/heldout-blind23.data";
import { HELD_OUT_BLIND_24 } from "@/lib/ai/analyst/nlu/heldout-blind24.data";
import { HELD_OUT_BLIND_25 } from "@/lib/ai/analyst/nlu/heldout-blind25.data";
import { HELD_OUT_BLIND_26 } from "@/lib/ai/analyst/nlu/heldout-blind26.data";
import { HELD_OUT_BLIND_27 } from "@/lib/ai/analyst/nlu/heldout-blind27.data";
import { HELD_OUT_BLIND_28 } from "@/lib/ai/analyst/nlu/heldout-blind28.data";
import { HELD_OUT_BLIND_29 } from "@/lib/ai/analyst/nlu/heldout-blind29.data";
import { HELD_OUT_BLIND_30 } from "@/lib/ai/analyst/nlu/heldout-blind30.data";
import { HELD_OUT_BLIND_31 } from "@/lib/ai/analyst/nlu/heldout-blind31.data";
import { HELD_OUT_BLIND_32 } from "@/lib/ai/analyst/nlu/heldout-blind32.data";
import { HELD_OUT_BLIND_33 } from "@/lib/ai/analyst/nlu/heldout-blind33.data";
import { HELD_OUT_BLIND_34 } from "@/lib/ai/analyst/nlu/heldout-blind34.data";
import { HELD_OUT_BLIND_35 } from "@/lib/ai/analyst/nlu/heldout-blind35.data";
import { HELD_OUT_BLIND_36 } from "@/lib/ai/analyst/nlu/heldout-blind36.data";
import { HELD_OUT_BLIND_37 } from "@/lib/ai/analyst/nlu/heldout-blind37.data";
import { HELD_OUT_BLIND_38 } from "@/lib/ai/analyst/nlu/heldout-blind38.data";
import { HELD_OUT_BLIND_39 } from "@/lib/ai/analyst/nlu/heldout-blind39.data";
import { HELD_OUT_BLIND_40 } from "@/lib/ai/analyst/nlu/heldout-blind40.data";
import { HELD_OUT_BLIND_41 } from "@/lib/ai/analyst/nlu/heldout-blind41.data";
import { HELD_OUT_BLIND_42 } from "@/lib/ai/analyst/nlu/heldout-blind42.data";
import { HELD_OUT_BLIND_43 } from "@/lib/ai/analyst/nlu/heldout-blind43.data";
import { HELD_OUT_BLIND_44 } from "@/lib/ai/analyst/nlu/heldout-blind44.data";
import { HELD_OUT_BLIND_45 } from "@/lib/ai/analyst/nlu/heldout-blind45.data";
import { HELD_OUT_BLIND_46 } from "@/lib/ai/analyst/nlu/heldout-blind46.data";
import { HELD_OUT_BLIND_47 } from "@/lib/ai/analyst/nlu/heldout-blind47.data";
import { HELD_OUT_BLIND_48 } from "@/lib/ai/analyst/nlu/heldout-blind48.data";
import { HELD_OUT_BLIND_49 } from "@/lib/ai/analyst/nlu/heldout-blind49.data";
import { HELD_OUT_BLIND_50 } from "@/lib/ai/analyst/nlu/heldout-blind50.data";
import { HELD_OUT_BLIND_51 } from "@/lib/ai/analyst/nlu/heldout-blind51.data";
import { HELD_OUT_BLIND_52 } from "@/lib/ai/analyst/nlu/heldout-blind52.data";
import { HELD_OUT_BLIND_53 } from "@/lib/ai/analyst/nlu/heldout-blind53.data";
import { HELD_OUT_BLIND_54 } from "@/lib/ai/analyst/nlu/heldout-blind54.data";
import { HELD_OUT_BLIND_55 } from "@/lib/ai/analyst/nlu/heldout-blind55.data";
import { HELD_OUT_BLIND_56 } from "@/lib/ai/analyst/nlu/heldout-blind56.data";
import { HELD_OUT_BLIND_57 } from "@/lib/ai/analyst/nlu/heldout-blind57.data";
import { HELD_OUT_BLIND_58 } from "@/lib/ai/analyst/nlu/heldout-blind58.data";
import { HELD_OUT_BLIND_59 } from "@/lib/ai/analyst/nlu/heldout-blind59.data";
import { HELD_OUT_BLIND_60 } from "@/lib/ai/analyst/nlu/heldout-blind60.data";
import { HELD_OUT_BLIND_61 } from "@/lib/ai/analyst/nlu/heldout-blind61.data";
import { HELD_OUT_BLIND_62 } from "@/lib/ai/analyst/nlu/heldout-blind62.data";
import { HELD_OUT_BLIND_63 } from "@/lib/ai/analyst/nlu/heldout-blind63.data";
import { HELD_OUT_BLIND_64 } from "@/lib/ai/analyst/nlu/heldout-blind64.data";
import { HELD_OUT_BLIND_65 } from "@/lib/ai/analyst/nlu/heldout-blind65.data";
import { HELD_OUT_BLIND_66 } from "@/lib/ai/analyst/nlu/heldout-blind66.data";
import { HELD_OUT_BLIND_67 } from "@/lib/ai/analyst/nlu/heldout-blind67.data";
import { HELD_OUT_BLIND_68 } from "@/lib/ai/analyst/nlu/heldout-blind68.data";
import { HELD_OUT_BLIND_69 } from "@/lib/ai/analyst/nlu/heldout-blind69.data";
import { HELD_OUT_BLIND_70 } from "@/lib/ai/analyst/nlu/heldout-blind70.data";
import { HELD_OUT_BLIND_71 } from "@/lib/ai/analyst/nlu/heldout-blind71.data";
import { HELD_OUT_BLIND_72 } from "@/lib/ai/analyst/nlu/heldout-blind72.data";
import { HELD_OUT_BLIND_73 } from "@/lib/ai/analyst/nlu/heldout-blind73.data";
import { HELD_OUT_BLIND_74 } from "@/lib/ai/analyst/nlu/heldout-blind74.data";
import { HELD_OUT_BLIND_75 } from "@/lib/ai/analyst/nlu/heldout-blind75.data";
import { HELD_OUT_BLIND_76 } from "@/lib/ai/analyst/nlu/heldout-blind76.data";
import { HELD_OUT_BLIND_77 } from "@/lib/ai/analyst/nlu/heldout-blind77.data";
import { HELD_OUT_BLIND_78 } from "@/lib/ai/analyst/nlu/heldout-blind78.data";
import { HELD_OUT_BLIND_80 } from "@/lib/ai/analyst/nlu/heldout-blind80.data";
import { HELD_OUT_BLIND_81 } from "@/lib/ai/analyst/nlu/heldout-blind81.data";
import { HELD_OUT_BLIND_79 } from "@/lib/ai/analyst/nlu/heldout-blind79.data";
import { HELD_OUT_BLIND_82 } from "@/lib/ai/analyst/nlu/heldout-blind82.data";
import { HELD_OUT_BLIND_83 } from "@/lib/ai/analyst/nlu/heldout-blind83.data";
import { HELD_OUT_BLIND_84 } from "@/lib/ai/analyst/nlu/heldout-blind84.data";
import { HELD_OUT_BLIND_85 } from "@/lib/ai/analyst/nlu/heldout-blind85.data";
import { HELD_OUT_BLIND_86 } from "@/lib/ai/analyst/nlu/heldout-blind86.data";
import { HELD_OUT_BLIND_87 } from "@/lib/ai/analyst/nlu/heldout-blind87.data";
import { HELD_OUT_BLIND_88 } from "@/lib/ai/analyst/nlu/heldout-blind88.data";
import { HELD_OUT_BLIND_89 } from "@/lib/ai/analyst/nlu/heldout-blind89.data";
import { HELD_OUT_BLIND_90 } from "@/lib/ai/analyst/nlu/heldout-blind90.data";
import { HELD_OUT_BLIND_91 } from "@/lib/ai/analyst/nlu/heldout-blind91.data";
import { HELD_OUT_BLIND_92 } from "@/lib/ai/analyst/nlu/heldout-blind92.data";
import { HELD_OUT_BLIND_93 } from "@/lib/ai/analyst/nlu/heldout-blind93.data";
import { HELD_OUT_BLIND_94 } from "@/lib/ai/analyst/nlu/heldout-blind94.data";
import { HELD_OUT_BLIND_95 } from "@/lib/ai/analyst/nlu/heldout-blind95.data";
import { HELD_OUT_BLIND_96 } from "@/lib/ai/analyst/nlu/heldout-blind96.data";
import { HELD_OUT_BLIND_97 } from "@/lib/ai/analyst/nlu/heldout-blind97.data";
import { HELD_OUT_BLIND_98 } from "@/lib/ai/analyst/nlu/heldout-blind98.data";
import { HELD_OUT_BLIND_99 } from "@/lib/ai/analyst/nlu/heldout-blind99.data";
import { HELD_OUT_BLIND_100 } from "@/lib/ai/analyst/nlu/heldout-blind100.data";
import { HELD_OUT_BLIND_101 } from "@/lib/ai/analyst/nlu/heldout-blind101.data";
import { HELD_OUT_BLIND_102 } from "@/lib/ai/analyst/nlu/heldout-blind102.data";
import { HELD_OUT_BLIND_103 } from "@/lib/ai/analyst/nlu/heldout-blind103.data";
import { HELD_OUT_BLIND_104 } from "@/lib/ai/analyst/nlu/heldout-blind104.data";
import { HELD_OUT_BLIND_105 } from "@/lib/ai/analyst/nlu/heldout-blind105.data";
import { HELD_OUT_BLIND_106 } from "@/lib/ai/analyst/nlu/heldout-blind106.data";
import { HELD_OUT_BLIND_107 } from "@/lib/ai/analyst/nlu/heldout-blind107.data";
import { HELD_OUT_BLIND_108 } from "@/lib/ai/analyst/nlu/heldout-blind108.data";
import { HELD_OUT_BLIND_109 } from "@/lib/ai/analyst/nlu/heldout-blind109.data";
import { HELD_OUT_BLIND_110 } from "@/lib/ai/analyst/nlu/heldout-blind110.data";
import { HELD_OUT_BLIND_111 } from "@/lib/ai/analyst/nlu/heldout-blind111.data";
import { HELD_OUT_BLIND_112 } from "@/lib/ai/analyst/nlu/heldout-blind112.data";
import { HELD_OUT_BLIND_113 } from "@/lib/ai/analyst/nlu/heldout-blind113.data";
import { HELD_OUT_BLIND_114 } from "@/lib/ai/analyst/nlu/heldout-blind114.data";
import { HELD_OUT_BLIND_115 } from "@/lib/ai/analyst/nlu/heldout-blind115.data";
import { HELD_OUT_BLIND_116 } from "@/lib/ai/analyst/nlu/heldout-blind116.data";
import { HELD_OUT_BLIND_117 } from "@/lib/ai/analyst/nlu/heldout-blind117.data";
import { HELD_OUT_BLIND_118 } from "@/lib/ai/analyst/nlu/heldout-blind118.data";
import { HELD_OUT_BLIND_119 } from "@/lib/ai/analyst/nlu/heldout-blind119.data";
import { HELD_OUT_BLIND_120 } from "@/lib/ai/analyst/nlu/heldout-blind120.data";
import { HELD_OUT_BLIND_121 } from "@/lib/ai/analyst/nlu/heldout-blind121.data";
import { HELD_OUT_BLIND_122 } from "@/lib/ai/analyst/nlu/heldout-blind122.data";
import { HELD_OUT_BLIND_123 } from "@/lib/ai/analyst/nlu/heldout-blind123.data";
import { HELD_OUT_BLIND_124 } from "@/lib/ai/analyst/nlu/heldout-blind124.data";
import { HELD_OUT_BLIND_125 } from "@/lib/ai/analyst/nlu/heldout-blind125.data";
import { HELD_OUT_BLIND_126 } from "@/lib/ai/analyst/nlu/heldout-blind126.data";
import { HELD_OUT_BLIND_127 } from "@/lib/ai/analyst/nlu/heldout-blind127.data";
import { HELD_OUT_BLIND_128 } from "@/lib/ai/analyst/nlu/heldout-blind128.data";
import { HELD_OUT_BLIND_129 } from "@/lib/ai/analyst/nlu/heldout-blind129.data";
import { HELD_OUT_BLIND_130 } from "@/lib/ai/analyst/nlu/heldout-blind130.data";
import { HELD_OUT_BLIND_131 } from "@/lib/ai/analyst/nlu/heldout-blind131.data";
import { HELD_OUT_BLIND_132 } from "@/lib/ai/analyst/nlu/heldout-blind132.data";
import { HELD_OUT_BLIND_133 } from "@/lib/ai/analyst/nlu/heldout-blind133.data";
import { HELD_OUT_BLIND_134 } from "@/lib/ai/analyst/nlu/heldout-blind134.data";
import { HELD_OUT_BLIND_135 } from "@/lib/ai/analyst/nlu/heldout-blind135.data";
import { HELD_OUT_BLIND_136 } from "@/lib/ai/analyst/nlu/heldout-blind136.data";
import { HELD_OUT_BLIND_137 } from "@/lib/ai/analyst/nlu/heldout-blind137.data";
import { HELD_OUT_BLIND_138 } from "@/lib/ai/analyst/nlu/heldout-blind138.data";
import { HELD_OUT_BLIND_139 } from "@/lib/ai/analyst/nlu/heldout-blind139.data";
import { HELD_OUT_BLIND_140 } from "@/lib/ai/analyst/nlu/heldout-blind140.data";
import { HELD_OUT_BLIND_141 } from "@/lib/ai/analyst/nlu/heldout-blind141.data";
import { HELD_OUT_BLIND_142 } from "@/lib/ai/analyst/nlu/heldout-blind142.data";
import { HELD_OUT_BLIND_143 } from "@/lib/ai/analyst/nlu/heldout-blind143.data";
import { HELD_OUT_BLIND_144 } from "@/lib/ai/analyst/nlu/heldout-blind144.data";
import { HELD_OUT_BLIND_145 } from "@/lib/ai/analyst/nlu/heldout-blind145.data";
import { HELD_OUT_BLIND_146 } from "@/lib/ai/analyst/nlu/heldout-blind146.data";
import { HELD_OUT_BLIND_147 } from "@/lib/ai/analyst/nlu/heldout-blind147.data";
import { HELD_OUT_BLIND_148 } from "@/lib/ai/analyst/nlu/heldout-blind148.data";
import { HELD_OUT_BLIND_149 } from "@/lib/ai/analyst/nlu/heldout-blind149.data";
import { HELD_OUT_BLIND_150 } from "@/lib/ai/analyst/nlu/heldout-blind150.data";
import { HELD_OUT_BLIND_151 } from "@/lib/ai/analyst/nlu/heldout-blind151.data";
import { HELD_OUT_BLIND_152 } from "@/lib/ai/analyst/nlu/heldout-blind152.data";
import { HELD_OUT_BLIND_153 } from "@/lib/ai/analyst/nlu/heldout-blind153.data";
import { HELD_OUT_BLIND_154 } from "@/lib/ai/analyst/nlu/heldout-blind154.data";
import { HELD_OUT_BLIND_155 } from "@/lib/ai/analyst/nlu/heldout-blind155.data";
import { HELD_OUT_BLIND_156 } from "@/lib/ai/analyst/nlu/heldout-blind156.data";
import { HELD_OUT_BLIND_157 } from "@/lib/ai/analyst/nlu/heldout-blind157.data";
import { HELD_OUT_BLIND_158 } from "@/lib/ai/analyst/nlu/heldout-blind158.data";
import { HELD_OUT_BLIND_159 } from "@/lib/ai/analyst/nlu/heldout-blind159.data";
import { HELD_OUT_BLIND_160 } from "@/lib/ai/analyst/nlu/heldout-blind160.data";
import { HELD_OUT_BLIND_161 } from "@/lib/ai/analyst/nlu/heldout-blind161.data";
import { HELD_OUT_BLIND_162 } from "@/lib/ai/analyst/nlu/heldout-blind162.data";
import { HELD_OUT_BLIND_163 } from "@/lib/ai/analyst/nlu/heldout-blind163.data";
import { HELD_OUT_BLIND_164 } from "@/lib/ai/analyst/nlu/heldout-blind164.data";
import { HELD_OUT_BLIND_165 } from "@/lib/ai/analyst/nlu/heldout-blind165.data";
import { HELD_OUT_BLIND_166 } from "@/lib/ai/analyst/nlu/heldout-blind166.data";
import { HELD_OUT_BLIND_167 } from "@/lib/ai/analyst/nlu/heldout-blind167.data";
import { HELD_OUT_BLIND_168 } from "@/lib/ai/analyst/nlu/heldout-blind168.data";
import { HELD_OUT_BLIND_169 } from "@/lib/ai/analyst/nlu/heldout-blind169.data";
import { HELD_OUT_BLIND_170 } from "@/lib/ai/analyst/nlu/heldout-blind170.data";
import { HELD_OUT_BLIND_171 } from "@/lib/ai/analyst/nlu/heldout-blind171.data";
import { HELD_OUT_BLIND_172 } from "@/lib/ai/analyst/nlu/heldout-blind172.data";
import { HELD_OUT_BLIND_173 } from "@/lib/ai/analyst/nlu/heldout-blind173.data";
import { HELD_OUT_BLIND_174 } from "@/lib/ai/analyst/nlu/heldout-blind174.data";
import { HELD_OUT_BLIND_175 } from "@/lib/ai/analyst/nlu/heldout-blind175.data";
import { HELD_OUT_BLIND_176 } from "@/lib/ai/analyst/nlu/heldout-blind176.data";
import { HELD_OUT_BLIND_177 } from "@/lib/ai/analyst/nlu/heldout-blind177.data";
import { HELD_OUT_BLIND_178 } from "@/lib/ai/analyst/nlu/heldout-blind178.data";
import { HELD_OUT_BLIND_179 } from "@/lib/ai/analyst/nlu/heldout-blind179.data";
import { HELD_OUT_BLIND_180 } from "@/lib/ai/analyst/nlu/heldout-blind180.data";
import { HELD_OUT_BLIND_181 } from "@/lib/ai/analyst/nlu/heldout-blind181.data";
import { HELD_OUT_BLIND_182 } from "@/lib/ai/analyst/nlu/heldout-blind182.data";
import { HELD_OUT_BLIND_183 } from "@/lib/ai/analyst/nlu/heldout-blind183.data";
import { HELD_OUT_BLIND_184 } from "@/lib/ai/analyst/nlu/heldout-blind184.data";
import { HELD_OUT_BLIND_185 } from "@/lib/ai/analyst/nlu/heldout-blind185.data";
import { HELD_OUT_BLIND_186 } from "@/lib/ai/analyst/nlu/heldout-blind186.data";
import { HELD_OUT_BLIND_187 } from "@/lib/ai/analyst/nlu/heldout-blind187.data";
import { HELD_OUT_BLIND_188 } from "@/lib/ai/analyst/nlu/heldout-blind188.data";
import { HELD_OUT_BLIND_189 } from "@/lib/ai/analyst/nlu/heldout-blind189.data";
import { HELD_OUT_BLIND_191 } from "@/lib/ai/analyst/nlu/heldout-blind191.data";
import { HELD_OUT_BLIND_190 } from "@/lib/ai/analyst/nlu/heldout-blind190.data";
import { HELD_OUT_BLIND_192 } from "@/lib/ai/analyst/nlu/heldout-blind192.data";
import { HELD_OUT_BLIND_193 } from "@/lib/ai/analyst/nlu/heldout-blind193.data";
import { HELD_OUT_BLIND_194 } from "@/lib/ai/analyst/nlu/heldout-blind194.data";
import { HELD_OUT_BLIND_195 } from "@/lib/ai/analyst/nlu/heldout-blind195.data";
import { HELD_OUT_BLIND_196 } from "@/lib/ai/analyst/nlu/heldout-blind196.data";
import { HELD_OUT_BLIND_197 } from "@/lib/ai/analyst/nlu/heldout-blind197.data";
import { HELD_OUT_BLIND_198 } from "@/lib/ai/analyst/nlu/heldout-blind198.data";
import { HELD_OUT_BLIND_199 } from "@/lib/ai/analyst/nlu/heldout-blind199.data";
import { HELD_OUT_BLIND_200 } from "@/lib/ai/analyst/nlu/heldout-blind200.data";
import { HELD_OUT_BLIND_201 } from "@/lib/ai/analyst/nlu/heldout-blind201.data";
import { HELD_OUT_BLIND_202 } from "@/lib/ai/analyst/nlu/heldout-blind202.data";
import { HELD_OUT_BLIND_203 } from "@/lib/ai/analyst/nlu/heldout-blind203.data";
import { HELD_OUT_BLIND_204 } from "@/lib/ai/analyst/nlu/heldout-blind204.data";
import { HELD_OUT_BLIND_205 } from "@/lib/ai/analyst/nlu/heldout-blind205.data";
import { HELD_OUT_BLIND_206 } from "@/lib/ai/analyst/nlu/heldout-blind206.data";
import { HELD_OUT_BLIND_207 } from "@/lib/ai/analyst/nlu/heldout-blind207.data";
import { HELD_OUT_BLIND_208 } from "@/lib/ai/analyst/nlu/heldout-blind208.data";
import { HELD_OUT_BLIND_209 } from "@/lib/ai/analyst/nlu/heldout-blind209.data";
import { HELD_OUT_BLIND_210 } from "@/lib/ai/analyst/nlu/heldout-blind210.data";
import { HELD_OUT_BLIND_211 } from "@/lib/ai/analyst/nlu/heldout-blind211.data";
import { HELD_OUT_BLIND_212 } from "@/lib/ai/analyst/nlu/heldout-blind212.data";
import { HELD_OUT_BLIND_213 } from "@/lib/ai/analyst/nlu/heldout-blind213.data";
import { HELD_OUT_BLIND_214 } from "@/lib/ai/analyst/nlu/heldout-blind214.data";
import { HELD_OUT_BLIND_215 } from "@/lib/ai/analyst/nlu/heldout-blind215.data";
import { HELD_OUT_BLIND_216 } from "@/lib/ai/analyst/nlu/heldout-blind216.data";
import { HELD_OUT_BLIND_217 } from "@/lib/ai/analyst/nlu/heldout-blind217.data";
import { HELD_OUT_BLIND_218 } from "@/lib/ai/analyst/nlu/heldout-blind218.data";
import { HELD_OUT_BLIND_219 } from "@/lib/ai/analyst/nlu/heldout-blind219.data";
import { HELD_OUT_BLIND_220 } from "@/lib/ai/analyst/nlu/heldout-blind220.data";
import { HELD_OUT_BLIND_221 } from "@/lib/ai/analyst/nlu/heldout-blind221.data";
import { HELD_OUT_BLIND_222 } from "@/lib/ai/analyst/nlu/heldout-blind222.data";
import { HELD_OUT_BLIND_223 } from "@/lib/ai/analyst/nlu/heldout-blind223.data";
import { HELD_OUT_BLIND_224 } from "@/lib/ai/analyst/nlu/heldout-blind224.data";
import { HELD_OUT_BLIND_225 } from "@/lib/ai/analyst/nlu/heldout-blind225.data";

/**
 * "tuned": read whole and tuned on; "even-half-tuned": only the even-indexed half read and tuned on, the odd half
 * never read; "even-half-read": the even half read in a tuning round that was not kept, the odd half never read;
 * "unread": never read at all.
 */
export type BlindUse = "tuned" | "even-half-tuned" | "even-half-read" | "unread";

export interface BlindSet {
  n: number;
  cases: HeldOutCase[];
  use: BlindUse;
}

export const BLIND_SETS: readonly BlindSet[] = [
  { n: 1, cases: HELD_OUT_BLIND1, use: "tuned" },
  { n: 2, cases: HELD_OUT_BLIND_2, use: "tuned" },
  { n: 3, cases: HELD_OUT_BLIND_3, use: "tuned" },
  { n: 4, cases: HELD_OUT_BLIND_4, use: "tuned" },
  { n: 5, cases: HELD_OUT_BLIND_5, use: "tuned" },
  { n: 6, cases: HELD_OUT_BLIND_6, use: "tuned" },
  { n: 7, cases: HELD_OUT_BLIND_7, use: "even-half-tuned" },
  { n: 8, cases: HELD_OUT_BLIND_8, use: "even-half-tuned" },
  { n: 9, cases: HELD_OUT_BLIND_9, use: "even-half-read" },
  { n: 10, cases: HELD_OUT_BLIND_10, use: "even-half-tuned" },
  { n: 11, cases: HELD_OUT_BLIND_11, use: "even-half-tuned" },
  { n: 12, cases: HELD_OUT_BLIND_12, use: "even-half-tuned" },
  { n: 13, cases: HELD_OUT_BLIND_13, use: "even-half-tuned" },
  { n: 14, cases: HELD_OUT_BLIND_14, use: "even-half-tuned" },
  { n: 15, cases: HELD_OUT_BLIND_15, use: "unread" },
  { n: 16, cases: HELD_OUT_BLIND_16, use: "even-half-tuned" },
  { n: 17, cases: HELD_OUT_BLIND_17, use: "even-half-tuned" },
  { n: 18, cases: HELD_OUT_BLIND_18, use: "even-half-tuned" },
  { n: 19, cases: HELD_OUT_BLIND_19, use: "even-half-tuned" },
  { n: 20, cases: HELD_OUT_BLIND_20, use: "even-half-tuned" },
  { n: 21, cases: HELD_OUT_BLIND_21, use: "even-half-tuned" },
  { n: 22, cases: HELD_OUT_BLIND_22, use: "even-half-tuned" },
  { n: 23, cases: HELD_OUT_BLIND_23, use: "even-half-tuned" },
  { n: 24, cases: HELD_OUT_BLIND_24, use: "even-half-tuned" },
  { n: 25, cases: HELD_OUT_BLIND_25, use: "even-half-tuned" },
  { n: 26, cases: HELD_OUT_BLIND_26, use: "even-half-tuned" },
  { n: 27, cases: HELD_OUT_BLIND_27, use: "even-half-tuned" },
  { n: 28, cases: HELD_OUT_BLIND_28, use: "even-half-tuned" },
  { n: 29, cases: HELD_OUT_BLIND_29, use: "even-half-tuned" },
  { n: 30, cases: HELD_OUT_BLIND_30, use: "unread" },
  { n: 31, cases: HELD_OUT_BLIND_31, use: "unread" },
  { n: 32, cases: HELD_OUT_BLIND_32, use: "unread" },
  { n: 33, cases: HELD_OUT_BLIND_33, use: "unread" },
  { n: 34, cases: HELD_OUT_BLIND_34, use: "even-half-tuned" },
  { n: 35, cases: HELD_OUT_BLIND_35, use: "even-half-tuned" },
  { n: 36, cases: HELD_OUT_BLIND_36, use: "even-half-tuned" },
  { n: 37, cases: HELD_OUT_BLIND_37, use: "even-half-tuned" },
  { n: 38, cases: HELD_OUT_BLIND_38, use: "even-half-tuned" },
  { n: 39, cases: HELD_OUT_BLIND_39, use: "unread" },
  { n: 40, cases: HELD_OUT_BLIND_40, use: "unread" },
  { n: 41, cases: HELD_OUT_BLIND_41, use: "unread" },
  { n: 42, cases: HELD_OUT_BLIND_42, use: "even-half-tuned" },
  { n: 43, cases: HELD_OUT_BLIND_43, use: "even-half-tuned" },
  { n: 44, cases: HELD_OUT_BLIND_44, use: "even-half-tuned" },
  { n: 45, cases: HELD_OUT_BLIND_45, use: "even-half-tuned" },
  { n: 46, cases: HELD_OUT_BLIND_46, use: "even-half-tuned" },
  { n: 47, cases: HELD_OUT_BLIND_47, use: "unread" },
  { n: 48, cases: HELD_OUT_BLIND_48, use: "unread" },
  { n: 49, cases: HELD_OUT_BLIND_49, use: "unread" },
  { n: 50, cases: HELD_OUT_BLIND_50, use: "even-half-tuned" },
  { n: 51, cases: HELD_OUT_BLIND_51, use: "even-half-tuned" },
  { n: 52, cases: HELD_OUT_BLIND_52, use: "even-half-tuned" },
  { n: 53, cases: HELD_OUT_BLIND_53, use: "even-half-tuned" },
  { n: 54, cases: HELD_OUT_BLIND_54, use: "even-half-tuned" },
  { n: 55, cases: HELD_OUT_BLIND_55, use: "unread" },
  { n: 56, cases: HELD_OUT_BLIND_56, use: "unread" },
  { n: 57, cases: HELD_OUT_BLIND_57, use: "unread" },
  { n: 58, cases: HELD_OUT_BLIND_58, use: "even-half-tuned" },
  { n: 59, cases: HELD_OUT_BLIND_59, use: "even-half-tuned" },
  { n: 60, cases: HELD_OUT_BLIND_60, use: "even-half-tuned" },
  { n: 61, cases: HELD_OUT_BLIND_61, use: "even-half-tuned" },
  { n: 62, cases: HELD_OUT_BLIND_62, use: "even-half-tuned" },
  { n: 63, cases: HELD_OUT_BLIND_63, use: "unread" },
  { n: 64, cases: HELD_OUT_BLIND_64, use: "unread" },
  { n: 65, cases: HELD_OUT_BLIND_65, use: "unread" },
  { n: 66, cases: HELD_OUT_BLIND_66, use: "even-half-tuned" },
  { n: 67, cases: HELD_OUT_BLIND_67, use: "even-half-tuned" },
  { n: 68, cases: HELD_OUT_BLIND_68, use: "even-half-tuned" },
  { n: 69, cases: HELD_OUT_BLIND_69, use: "even-half-tuned" },
  { n: 70, cases: HELD_OUT_BLIND_70, use: "even-half-tuned" },
  { n: 71, cases: HELD_OUT_BLIND_71, use: "unread" },
  { n: 72, cases: HELD_OUT_BLIND_72, use: "unread" },
  { n: 73, cases: HELD_OUT_BLIND_73, use: "unread" },
  { n: 74, cases: HELD_OUT_BLIND_74, use: "even-half-tuned" },
  { n: 75, cases: HELD_OUT_BLIND_75, use: "even-half-tuned" },
  { n: 76, cases: HELD_OUT_BLIND_76, use: "even-half-tuned" },
  { n: 77, cases: HELD_OUT_BLIND_77, use: "even-half-tuned" },
  { n: 78, cases: HELD_OUT_BLIND_78, use: "even-half-tuned" },
  { n: 80, cases: HELD_OUT_BLIND_80, use: "unread" },
  { n: 81, cases: HELD_OUT_BLIND_81, use: "unread" },
  { n: 79, cases: HELD_OUT_BLIND_79, use: "unread" },
  { n: 82, cases: HELD_OUT_BLIND_82, use: "even-half-tuned" },
  { n: 83, cases: HELD_OUT_BLIND_83, use: "even-half-tuned" },
  { n: 84, cases: HELD_OUT_BLIND_84, use: "even-half-tuned" },
  { n: 85, cases: HELD_OUT_BLIND_85, use: "even-half-tuned" },
  { n: 86, cases: HELD_OUT_BLIND_86, use: "even-half-tuned" },
  { n: 87, cases: HELD_OUT_BLIND_87, use: "unread" },
  { n: 88, cases: HELD_OUT_BLIND_88, use: "unread" },
  { n: 89, cases: HELD_OUT_BLIND_89, use: "unread" },
  { n: 90, cases: HELD_OUT_BLIND_90, use: "even-half-tuned" },
  { n: 91, cases: HELD_OUT_BLIND_91, use: "even-half-tuned" },
  { n: 92, cases: HELD_OUT_BLIND_92, use: "even-half-tuned" },
  { n: 93, cases: HELD_OUT_BLIND_93, use: "even-half-tuned" },
  { n: 94, cases: HELD_OUT_BLIND_94, use: "even-half-tuned" },
  { n: 95, cases: HELD_OUT_BLIND_95, use: "unread" },
  { n: 96, cases: HELD_OUT_BLIND_96, use: "unread" },
  { n: 97, cases: HELD_OUT_BLIND_97, use: "unread" },
  { n: 98, cases: HELD_OUT_BLIND_98, use: "even-half-tuned" },
  { n: 99, cases: HELD_OUT_BLIND_99, use: "even-half-tuned" },
  { n: 100, cases: HELD_OUT_BLIND_100, use: "even-half-tuned" },
  { n: 101, cases: HELD_OUT_BLIND_101, use: "even-half-tuned" },
  { n: 102, cases: HELD_OUT_BLIND_102, use: "even-half-tuned" },
  { n: 103, cases: HELD_OUT_BLIND_103, use: "unread" },
  { n: 104, cases: HELD_OUT_BLIND_104, use: "unread" },
  { n: 105, cases: HELD_OUT_BLIND_105, use: "unread" },
  { n: 106, cases: HELD_OUT_BLIND_106, use: "even-half-tuned" },
  { n: 107, cases: HELD_OUT_BLIND_107, use: "even-half-tuned" },
  { n: 108, cases: HELD_OUT_BLIND_108, use: "even-half-tuned" },
  { n: 109, cases: HELD_OUT_BLIND_109, use: "even-half-tuned" },
  { n: 110, cases: HELD_OUT_BLIND_110, use: "even-half-tuned" },
  { n: 111, cases: HELD_OUT_BLIND_111, use: "unread" },
  { n: 112, cases: HELD_OUT_BLIND_112, use: "unread" },
  { n: 113, cases: HELD_OUT_BLIND_113, use: "unread" },
  { n: 114, cases: HELD_OUT_BLIND_114, use: "even-half-tuned" },
  { n: 115, cases: HELD_OUT_BLIND_115, use: "even-half-tuned" },
  { n: 116, cases: HELD_OUT_BLIND_116, use: "even-half-tuned" },
  { n: 117, cases: HELD_OUT_BLIND_117, use: "even-half-tuned" },
  { n: 118, cases: HELD_OUT_BLIND_118, use: "even-half-tuned" },
  { n: 119, cases: HELD_OUT_BLIND_119, use: "unread" },
  { n: 120, cases: HELD_OUT_BLIND_120, use: "unread" },
  { n: 121, cases: HELD_OUT_BLIND_121, use: "unread" },
  { n: 122, cases: HELD_OUT_BLIND_122, use: "even-half-tuned" },
  { n: 123, cases: HELD_OUT_BLIND_123, use: "even-half-tuned" },
  { n: 124, cases: HELD_OUT_BLIND_124, use: "even-half-tuned" },
  { n: 125, cases: HELD_OUT_BLIND_125, use: "even-half-tuned" },
  { n: 126, cases: HELD_OUT_BLIND_126, use: "even-half-tuned" },
  { n: 127, cases: HELD_OUT_BLIND_127, use: "unread" },
  { n: 128, cases: HELD_OUT_BLIND_128, use: "unread" },
  { n: 129, cases: HELD_OUT_BLIND_129, use: "unread" },
  { n: 130, cases: HELD_OUT_BLIND_130, use: "even-half-tuned" },
  { n: 131, cases: HELD_OUT_BLIND_131, use: "even-half-tuned" },
  { n: 132, cases: HELD_OUT_BLIND_132, use: "even-half-tuned" },
  { n: 133, cases: HELD_OUT_BLIND_133, use: "even-half-tuned" },
  { n: 134, cases: HELD_OUT_BLIND_134, use: "even-half-tuned" },
  { n: 135, cases: HELD_OUT_BLIND_135, use: "unread" },
  { n: 136, cases: HELD_OUT_BLIND_136, use: "unread" },
  { n: 137, cases: HELD_OUT_BLIND_137, use: "unread" },
  { n: 138, cases: HELD_OUT_BLIND_138, use: "even-half-tuned" },
  { n: 139, cases: HELD_OUT_BLIND_139, use: "even-half-tuned" },
  { n: 140, cases: HELD_OUT_BLIND_140, use: "even-half-tuned" },
  { n: 141, cases: HELD_OUT_BLIND_141, use: "even-half-tuned" },
  { n: 142, cases: HELD_OUT_BLIND_142, use: "even-half-tuned" },
  { n: 143, cases: HELD_OUT_BLIND_143, use: "unread" },
  { n: 144, cases: HELD_OUT_BLIND_144, use: "unread" },
  { n: 145, cases: HELD_OUT_BLIND_145, use: "unread" },
  { n: 146, cases: HELD_OUT_BLIND_146, use: "even-half-tuned" },
  { n: 147, cases: HELD_OUT_BLIND_147, use: "even-half-tuned" },
  { n: 148, cases: HELD_OUT_BLIND_148, use: "even-half-tuned" },
  { n: 149, cases: HELD_OUT_BLIND_149, use: "even-half-tuned" },
  { n: 150, cases: HELD_OUT_BLIND_150, use: "even-half-tuned" },
  { n: 151, cases: HELD_OUT_BLIND_151, use: "unread" },
  { n: 152, cases: HELD_OUT_BLIND_152, use: "unread" },
  { n: 153, cases: HELD_OUT_BLIND_153, use: "unread" },
  { n: 154, cases: HELD_OUT_BLIND_154, use: "even-half-tuned" },
  { n: 155, cases: HELD_OUT_BLIND_155, use: "even-half-tuned" },
  { n: 156, cases: HELD_OUT_BLIND_156, use: "even-half-tuned" },
  { n: 157, cases: HELD_OUT_BLIND_157, use: "even-half-tuned" },
  { n: 158, cases: HELD_OUT_BLIND_158, use: "even-half-tuned" },
  { n: 159, cases: HELD_OUT_BLIND_159, use: "unread" },
  { n: 160, cases: HELD_OUT_BLIND_160, use: "unread" },
  { n: 161, cases: HELD_OUT_BLIND_161, use: "unread" },
  { n: 162, cases: HELD_OUT_BLIND_162, use: "even-half-tuned" },
  { n: 163, cases: HELD_OUT_BLIND_163, use: "even-half-tuned" },
  { n: 164, cases: HELD_OUT_BLIND_164, use: "even-half-tuned" },
  { n: 165, cases: HELD_OUT_BLIND_165, use: "even-half-tuned" },
  { n: 166, cases: HELD_OUT_BLIND_166, use: "even-half-tuned" },
  { n: 167, cases: HELD_OUT_BLIND_167, use: "unread" },
  { n: 168, cases: HELD_OUT_BLIND_168, use: "unread" },
  { n: 169, cases: HELD_OUT_BLIND_169, use: "unread" },
  { n: 170, cases: HELD_OUT_BLIND_170, use: "unread" },
  { n: 171, cases: HELD_OUT_BLIND_171, use: "unread" },
  { n: 172, cases: HELD_OUT_BLIND_172, use: "unread" },
  { n: 173, cases: HELD_OUT_BLIND_173, use: "unread" },
  { n: 174, cases: HELD_OUT_BLIND_174, use: "even-half-tuned" },
  { n: 175, cases: HELD_OUT_BLIND_175, use: "even-half-tuned" },
  { n: 176, cases: HELD_OUT_BLIND_176, use: "even-half-tuned" },
  { n: 177, cases: HELD_OUT_BLIND_177, use: "even-half-tuned" },
  { n: 178, cases: HELD_OUT_BLIND_178, use: "unread" },
  { n: 179, cases: HELD_OUT_BLIND_179, use: "unread" },
  { n: 180, cases: HELD_OUT_BLIND_180, use: "unread" },
  { n: 181, cases: HELD_OUT_BLIND_181, use: "unread" },
  { n: 182, cases: HELD_OUT_BLIND_182, use: "even-half-tuned" },
  { n: 183, cases: HELD_OUT_BLIND_183, use: "even-half-tuned" },
  { n: 184, cases: HELD_OUT_BLIND_184, use: "even-half-tuned" },
  { n: 185, cases: HELD_OUT_BLIND_185, use: "even-half-tuned" },
  { n: 186, cases: HELD_OUT_BLIND_186, use: "even-half-tuned" },
  { n: 187, cases: HELD_OUT_BLIND_187, use: "even-half-tuned" },
  { n: 188, cases: HELD_OUT_BLIND_188, use: "even-half-tuned" },
  { n: 189, cases: HELD_OUT_BLIND_189, use: "even-half-tuned" },
  { n: 191, cases: HELD_OUT_BLIND_191, use: "even-half-tuned" },
  { n: 190, cases: HELD_OUT_BLIND_190, use: "even-half-tuned" },
  { n: 192, cases: HELD_OUT_BLIND_192, use: "even-half-tuned" },
  { n: 193, cases: HELD_OUT_BLIND_193, use: "even-half-tuned" },
  { n: 194, cases: HELD_OUT_BLIND_194, use: "even-half-tuned" },
  { n: 195, cases: HELD_OUT_BLIND_195, use: "even-half-tuned" },
  { n: 196, cases: HELD_OUT_BLIND_196, use: "even-half-tuned" },
  { n: 197, cases: HELD_OUT_BLIND_197, use: "even-half-tuned" },
  { n: 198, cases: HELD_OUT_BLIND_198, use: "even-half-tuned" },
  { n: 199, cases: HELD_OUT_BLIND_199, use: "even-half-tuned" },
  { n: 200, cases: HELD_OUT_BLIND_200, use: "even-half-tuned" },
  { n: 201, cases: HELD_OUT_BLIND_201, use: "even-half-tuned" },
  { n: 202, cases: HELD_OUT_BLIND_202, use: "even-half-tuned" },
  { n: 203, cases: HELD_OUT_BLIND_203, use: "even-half-tuned" },
  { n: 204, cases: HELD_OUT_BLIND_204, use: "even-half-tuned" },
  { n: 205, cases: HELD_OUT_BLIND_205, use: "even-half-tuned" },
  { n: 206, cases: HELD_OUT_BLIND_206, use: "even-half-tuned" },
  { n: 207, cases: HELD_OUT_BLIND_207, use: "even-half-tuned" },
  { n: 208, cases: HELD_OUT_BLIND_208, use: "even-half-tuned" },
  { n: 209, cases: HELD_OUT_BLIND_209, use: "even-half-tuned" },
  { n: 210, cases: HELD_OUT_BLIND_210, use: "even-half-tuned" },
  { n: 211, cases: HELD_OUT_BLIND_211, use: "even-half-tuned" },
  { n: 212, cases: HELD_OUT_BLIND_212, use: "even-half-tuned" },
  { n: 213, cases: HELD_OUT_BLIND_213, use: "even-half-tuned" },
  { n: 214, cases: HELD_OUT_BLIND_214, use: "even-half-tuned" },
  { n: 215, cases: HELD_OUT_BLIND_215, use: "even-half-tuned" },
  { n: 216, cases: HELD_OUT_BLIND_216, use: "even-half-tuned" },
  { n: 217, cases: HELD_OUT_BLIND_217, use: "even-half-tuned" },
  { n: 218, cases: HELD_OUT_BLIND_218, use: "even-half-tuned" },
  { n: 219, cases: HELD_OUT_BLIND_219, use: "even-half-tuned" },
  { n: 220, cases: HELD_OUT_BLIND_220, use: "even-half-tuned" },
  { n: 221, cases: HELD_OUT_BLIND_221, use: "even-half-tuned" },
  { n: 222, cases: HELD_OUT_BLIND_222, use: "unread" },
  { n: 223, cases: HELD_OUT_BLIND_223, use: "even-half-tuned" },
  { n: 224, cases: HELD_OUT_BLIND_224, use: "unread" },
  { n: 225, cases: HELD_OUT_BLIND_225, use: "unread" },
];

export const blindSet = (n: number): HeldOutCase[] => {
  const found = BLIND_SETS.find((s) => s.n === n);
  if (!found) throw new Error(`no blind set ${n}`);
  return found.cases;
};

const half = (cases: HeldOutCase[], parity: 0 | 1) => cases.filter((_, i) => i % 2 === parity);

/** The even halves of the sets numbered from … to …, that were read and tuned on. */
export const tunedEvenHalves = (from: number, to: number): HeldOutCase[] =>
  BLIND_SETS.filter((s) => s.n >= from && s.n <= to && s.use === "even-half-tuned").flatMap((s) => half(s.cases, 0));

/** Every conversation never read: the odd halves of the half-read sets and the unread sets whole. */
export const UNREAD: HeldOutCase[] = BLIND_SETS.flatMap((s) =>
  s.use === "unread" ? s.cases : s.use === "tuned" ? [] : half(s.cases, 1),
);
