import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  corpus,
  corpusFile,
  corpusPath,
  CORPUS_FILES,
  EMERGENCY_CATEGORIES,
  LANGS,
  PARTS,
  ROUTINE_CATEGORIES,
  URGENT_CATEGORIES,
} from '../corpus/triage';

/**
 * The held-out part of the triage corpus is frozen: written before the rules were tuned, never used to change
 * them. Its files' digests are fixed here, so a change to them (even a reformatting) is seen and has to be
 * explained; new messages go to the tune part or to a new, separately frozen part.
 */
const FROZEN: Record<string, string> = {
  'en.held-out': '6f9aaa6bf69ec8c0420f912a9784e546b0f73e02eb534b4a10c25edc43b08f0a',
  'hi.held-out': 'bc57d99f77c8c3e3db32b1458456b9c47c87d06be49ef39d68cf193086cbea7c',
  'it.held-out': 'af1bc948901d9ca2bc9cc71fdacc15bf367e3433904e3e6df657e9f98804803f',
  'en.held-out2': '1b7bb08d786521c629cc597e2555d3366a66291de5e774af5422eaa6c8efb910',
  'hi.held-out2': 'e9f875866c02fea343dd57001f7d26901ae62b79ff68972d76f08a5317298319',
  'it.held-out2': '7c1f8c581640efb74786d9ce2247b9193ded548cc7e3cca03a14bb8aa62cd2a1',
  'en.held-out3': '3ed23cb047489bb02948c7a48ddc88acef00e4fe15fdea841bb6f3244ddb986a',
  'hi.held-out3': 'df9d67bbaa344e282f9e037528cd208091c4fd9482dd5665771d57f6d8030b8a',
  'it.held-out3': 'ad71c64edf0727488acf55db07ac6b5c9fb1d2438cbdba788a8d1f3060052955',
  'en.held-out4': 'db3cbca4313e9844f095a5fa94820cdab08b54ab3f7fada549042e4882c6dae6',
  'hi.held-out4': '3ab87e2b09abc12e2b9c6b1f13b489779072558a9f3f446c8f4e70d2e7c0356b',
  'it.held-out4': '56caaf99a0cbd0421dd765e90f02865b0537543049b3e09ea537f1236a0f8a93',
  'en.held-out5': '5b1005f23951dbd5a0297a1fa91a90e975c9154893319870cf970eb9827d9c6f',
  'hi.held-out5': 'a6cf6b989ab6e000d852ebf9c734375cbb5edd583ff1fa3700d0f15a9d3d8d83',
  'it.held-out5': 'c8e530c4b7041ef6d5e0b6fa02ba10d272192e96bccec45fb1baa8826d4fb49a',
  'it.held-out6': '40aef72fac90c0515302fb11f94146a92ea4aa6ac59a8bb835881ec97cde5a17',
  'en.held-out6': 'c360aea6414f051d823cd362ffd3325d61377404cd607098042be24a35c08b37',
  'hi.held-out6': '40148707e19e6774d0efd295d1997c3951e268794e4f7868f4dd775f82c0cbb8',
  'it.held-out7': 'a3dcf6028920b2e8e458ec06bfd8a578d3e200e9dcd48f8abaaf9843fe6bab75',
  'en.held-out7': '1840d6561a4d1ea81ef989cdd1a39b89de191dee93aee581d554919a7e40055d',
  'hi.held-out7': '85670444b14eca4273363d5df87a07b6cfe65dc6658ba288f93054fb87527414',
  'it.held-out8': 'c5125416e76e6ac437784154eb5b5ac3aac0d51225fa01cb42390b663618e883',
  'en.held-out8': 'baa47c85475e295e5534e8318c4c236f4a0ab1d0dfb615458817736a97aeb30a',
  'hi.held-out8': '3175194ac795ac048e84176b828e4b0768291b8708d4ccdc256c5c0748887980',
  'it.held-out9': '46a2aad92f4a372cad7f6e3b449702c30d3d5bb46a4436f69ca49a4baf1cbdcb',
  'en.held-out9': '758fae5fc992fafbf5311028f4f67adf64424bacbf786789c72371ea2967cff2',
  'hi.held-out9': '341f973e9a0e63075d4c9d85bf92230c198600ac9a9b5b15cdaf4fed08447e92',
  'it.held-out10': 'c4f5b7f924b8c9c45607440454485cc8ae6296dbe00227e899d74752402ac1ba',
  'en.held-out10': 'c41f6f6761838f7df60ad187eeb11ea470dc74a0ec4e751cc749e1c2a87109ac',
  'hi.held-out10': '031bb3165d6d20d28b67be67ab3e13f1c480f334e29c68a01e0a8fcb5875dafa',
  'it.held-out11': '9436b9333b22f38ad1dc4cf56c51949191d1fdc5833ac7a30b00c6275b9eb121',
  'en.held-out11': '142d3dddb58fee8f25bffe05aedbd8c39517faf07fa4590f6c8ed8d18d688a61',
  'hi.held-out11': '592a1aca8977406483f4c3d2c8a3e5336fe0c34797090f87dba4ad482b2a6f3a',
  'it.held-out12': 'f4dd94698d69ea31d7b611bf0c7db1d08c3055ff7cf82a9105f661520d200382',
  'en.held-out12': 'e03be3f48c830315f72e3d135b3f4d669c5fd165d810b0905c9c2ab7f46c9daa',
  'hi.held-out12': '113259cf725a83123032ab35ad4e9338d286dd487f2ace651184533308fcf1ea',
  'it.held-out13': '217fd91eaa340d9106e689f4e85d57bffee9c0707ba55f3bbf6cb911a8ab27b5',
  'en.held-out13': '66ca0f0296f076d2a1bee282903073508734642af3cd9691ab46b8b12a1c9f73',
  'hi.held-out13': 'dcf2b9d1d2ff0deb8be2bd347d8d6dcb2dbd3cd4d0bd15e35106d1ba0b6c5f3a',
  'it.held-out14': 'dc0535a8ebb75727b93d7538059630f7dcbcc99c100811a6b666d1e5a6481787',
  'en.held-out14': '766a7151427fb5637851778930f7d33c1b41770cc8d22ab03dfd5756d1427fe1',
  'hi.held-out14': '22f3cf056ab6ab5d935ff6406c481600cf8558558812d1a689991f84a916b422',
  'it.held-out15': 'd49a0ce9336934eb336045e773cfcd70f39768e290f49678251201b0314ec807',
  'en.held-out15': '61a19cb12c4cc3f36274928af88f345915a4aaa26617348a11f05109a0944196',
  'hi.held-out15': '7e71996f2b57144d47c541d2772c6ef2a53bf5fda9b5a1b42c60234bba9bb9f0',
  'it.held-out16': '8656dc9a01f774f51808e4e838e175833fb0d12125148496387cf4daaa6b00cf',
  'en.held-out16': '2eafb16635a2aa312cd3b9680e4c6b0c39ef0df10a66bfac2627788f542be501',
  'hi.held-out16': '1e17507b1a94912c990a64054c8fe93c2240202621fda29ce7cc60659dca0a43',
  'it.held-out17': '024ad5a024cb9d9fe3b1686d1e5899f5cdaba8cff052a6094b3b450461e37343',
  'en.held-out17': 'd31675f208c56c33f35b9e0d145eb1d461f27025b2a9d4af07ba8751894b2614',
  'hi.held-out17': '936eeac29b7c50d783f574db87eeee3702ae80bf5f2aba801f1a6668c2f8320d',
  'it.held-out18': '898786e031617cffe2935b9805c5041ce433d25c07091139fda231830475ab8f',
  'en.held-out18': '22a6c02f25ff78bf650f3a459a18c25a7d761790f1ac2c971cc80ae11d1c4ddf',
  'hi.held-out18': '0bde118eb5fd8b6273351e1d1037fcded3740b61021fdc65df6f61e6504dcaaa',
  'it.held-out19': '3f0303fb25b10ab8b078774714c3c9eac22f82e50010771ad7f7d670a5ee62a5',
  'en.held-out19': 'd66d288d73c391b7bb409896737906780dd13891f76311db832e6926881c3fd4',
  'hi.held-out19': 'a9617789b07c1045f87fa999256ce85373c0cf142579b1f3f7995cc0d4fe24e0',
  'it.held-out20': '137be1ac324e54b2a18be12b8bc3a2a36b7befb4c12583b04bf4ebba8e73df1c',
  'en.held-out20': '78f553e27b8d27cc8ac5e88a9fb5acbaf4dee20b2a4d756ab68f4b88cb1bc939',
  'hi.held-out20': '151f7fdab3dbd81670eab7526a9eab07834afe662598c5966fe943697934ef1d',
  'it.held-out21': '8d7db5c899e844f3deadf49fd6ed971503c753a77101d3109da762de6b19d1e5',
  'en.held-out21': '0beeddf7f90d898bcd09616665767a499cbce53f01265029023aa8e47250283b',
  'hi.held-out21': '9540340191cb31e8cfe77a7a232a42c419d219ea73d7dc1deed1a677dbc66859',
  'it.held-out22': '0c2be27049091e4403ffabc2c5236273cfb286be069786fc3c53c7052def4e2e',
  'en.held-out22': '3b783d96859b1f3c5b7b8636305a8b7502c036efaf4d3500503b4e6821145865',
  'hi.held-out22': 'ada04953c53c09ca9db575982c0239094ebf65215e0453cb4cb8d7e78eede12e',
  'it.held-out23': '133adf024d708ff23d91282c9e2bf08415c4fd982ed6f74dc45d1f1fb6d5bb3a',
  'en.held-out23': '6d0418331a2fb1cb9e6b5f3e0dcc6c5c22604989f28f1a5723baa62daf238b68',
  'hi.held-out23': 'e8d8ff97df5b784b4d70921ba58f3e8d0813df88d667c025dbfbaa931d349056',
  'it.held-out24': '87d58b05b2a499e3107556972087344708aa71e4a10ab263611633b2d6d7ad94',
  'en.held-out24': '6acd7cd425269000e1e711840e6c70d4c7a5bd1b47af21d86857919489782d13',
  'hi.held-out24': '818f2b8fc3093189f095497402ebcc5de93862ea93f06ba32e4c9a08a40e1cfe',
  'it.held-out25': 'cb07093f1806242bdd6d3d8226d5a264c49552e97123ff2d8773646db391cb43',
  'en.held-out25': '8fdddc811916545801b668a7d89045ad7aa4d157a15211c95ffc0e40d09d54df',
  'hi.held-out25': '016acb556759f1292e5e9dbf4cb508c7a4f00e080d43106934016d980424a116',
  'it.held-out26': '765e6f999df1a01f4f6906f5c4ec5fefb51f62f90065d35987f37b77dcbe7f63',
  'en.held-out26': '142d40a67904449fa3e14746e9985af8bdaf3cc1a1bc5c6e426f4df94b085119',
  'hi.held-out26': '83c139e72b784c6b61c1cefe1e90221afdc04e362b51846e43968a2d322241f2',
  'it.held-out27': '0a85c724bb59512dac098004eca145d9bdc26ccd15dc4edb6c5130bf3dbef29d',
  'en.held-out27': '1abe2268198ac1e2be56aba4c6afb7af311e31692289b7811ce18a6695b5957d',
  'hi.held-out27': '83695cdac969b77a46d6f39b39581451147acaece3da7366d44f93b4250e8f1e',
  'it.held-out28': '06b31dc418451d6f721449fe8dcdede356c55b1d0e878e40fbc860aada8964f6',
  'en.held-out28': '3842e0c6581a496cb4c7627b5ef402cdd1e2da08f95884304f10ca82fe4066d1',
  'hi.held-out28': '6bb53b910cf0e55ec73eb1058350f16ba62ffc134053fa2bec3687f8908b1d08',
  'it.held-out29': '62ded01b40e364163d772fe10f69f1c7aa1721b3cf49f2e4a7c8a2ad574538c1',
  'en.held-out29': 'dd7be5774caed700cb52666dccf1f0bde2bb7150e2228af1b94b3919eb75a6fb',
  'hi.held-out29': '0e6f519d3cbf8a99e7dbdf0200e08060d0fa1be9d618fcfd3899bf2578a170b8',
  'it.held-out30': '501ffc176b2f4d7d937553b02a3350f299fa7bd9874be9d42fac8877eeb80eb6',
  'en.held-out30': '08711fa4989aefcf551f574569ed882325b08fd6e4841d769abe5a9a2d534e06',
  'hi.held-out30': 'deac7b17b52664b9839e20deb53676d6aa73fbcd320794f5759e66661db4e199',
  'it.held-out31': '3e82075187ee075c573347f6f362fdb6d177d977ac423da8d92e50845ef1c8da',
  'en.held-out31': '1892ed645838890f9d76eea0a31f2d052a382b10504c058f73e17db4771457d7',
  'hi.held-out31': '7474151ae54bd27db814f4ec650c492695d46d22d4ee6657a73fc993889a7591',
  'it.held-out32': '7a400ab06a839d7b1ed20eb3e7bfc7c928db74f941bc65e81db342e78a175f9e',
  'en.held-out32': '929a92f86947149bf5987f71e858696d7f5989643d81d05f32f1eca100682173',
  'hi.held-out32': '536e6236950278fbf7bfaaf27dc4c8cb28d194a8258ec14de9869490bc127f20',
  'it.held-out33': 'ede166524069fdb203cf3f22cbed1ee0e7731d8e7dd56342bf1aa950afdb31e8',
  'en.held-out33': 'f15d4567e968c899623ed76806f9c382857458a1d24d4442976eb184ed6c93d8',
  'hi.held-out33': '6085410742bfa9b31dc37bda56e9bb2e6a4c93690044881c814e650b42b8a93f',
  'it.held-out34': '47c43618dd56e4cb3134374fbc02510ca7b76ad0e8804840aa633ca906652dac',
  'en.held-out34': '74ad8dec9cc049544f11d6e48380e01244d85014ba1cdb3549894085b7a7201f',
  'hi.held-out34': 'bd2022260b6d04761f88c243075887864fb7a4ee57d878364d175b44c5e6bd6b',
  'it.held-out35': 'f3875ee1a74f5a196d7384ae029837c5676b24a8f9e8dda317d038bf2592d0d2',
  'en.held-out35': 'a12018beabdfcf3ee6f58a45060f6acf3fe6b25a03dd641ade1f7e1edbd95bcd',
  'hi.held-out35': 'acfe9bc81bea6c95c4a5680579a4f7229b45c21c87ce0889fd460350d60c2c1a',
  'it.held-out36': '8b21e5813c9d938f4907e266a0a84c0df635c14745e133712bf726b8d3b8ec40',
  'en.held-out36': '995ce49b16ccc262ef61d4343f872a014a960c60b8d37e166032648c69099e64',
  'hi.held-out36': 'c81c39f623fcb00f0d272f5e540035d2c387d5317530505c0bcab24129d22bb6',
  'it.held-out37': 'ecddcdd0fd7afa9b3b17d48af0afd94e9dc58e02d53dba786dc2e376d99baa44',
  'en.held-out37': '4c640fd78b8101843a58f857b432f8851d638659995b9fa414aaf5e54172bdfa',
  'hi.held-out37': 'b7453b129e01c67596ca1ac987d77f53b851eb83681561a4d7dbf310cbf7f19f',
  'it.held-out38': '641f079d70ddece5f7d01120971a622614ed56403df1143a05000ce7d7bd643c',
  'en.held-out38': '552fe3116a1fa99f304c439326a488ddfee3473f8872a6609a5ee9d0e97042af',
  'hi.held-out38': '92dbff588d5ef6bc17cb4e0faab05096736404d03ffebcab09a21ed4572d01ca',
  'it.held-out39': 'fc72329932de40795750a57f5b6c5172d8eb8916ac2f791527baf8288357bcee',
  'en.held-out39': 'a0ef98f6a85d96d06879febbacfdfcc5d93a739d187e0a4ec5b6650e0c98eeb3',
  'hi.held-out39': '25820d5c9428bb414f9f727fe11328a89cf965ea1b37d5b25359df72102cda13',
  'it.held-out40': '572ced71e79f06d3a578be9f92ea20eb25d4571210ac6a1778fd96091a06431e',
  'en.held-out40': '5e535d7f7834bb3a23e33fe555016788de9b49a5ba019c27303cd9757023b878',
  'hi.held-out40': 'c71a0b255172d05779f644cf0229b78a362a64ea2c7ea7676795a87f702d6952',
  'it.held-out41': '1c119249546135cb8d3c5cd3c18ecff565c184fad01cbb0b802745c224a4aab4',
  'en.held-out41': 'a69ff30736b7c92f1a2bbd51c2b2f77d76191269750986d51ebb527b16bd6704',
  'hi.held-out41': 'ec14dce151dcc6f703a9323665ab23fe2b2a55b97be66aef6fd2e986cad048b8',
  'it.held-out42': 'fce1bb2709d76beea07366915ef870b7e0700ecc4c2a3e096b5b063abc57c50f',
  'en.held-out42': 'b1c5d71c7ffc88aaa2208bfd3d1cdbdceeb73c52205a71fca82029af788fafeb',
  'hi.held-out42': '542fa32b528fa88e4f1d547ae390f56eed55fbb8a17f17a40fede3ffb610bb06',
  'it.held-out43': '33ef04fe0ced2161cff6670d7a58b3668b12c9ae07c68c3b81a6165f668a3ae7',
  'en.held-out43': '8303abb854d3c070e377ec1c59f687961d53748a86c30046ea5b7e1982a8bb0e',
  'hi.held-out43': '29fcf07d5641594cad9420dd1a6ad8392b204e0bdf76ef2c11a333de51c7a2d4',
  'it.held-out44': '3bef34480ba751ca932cfd1904863d4364c9c6bd829ac981290d20fea6d311bb',
  'en.held-out44': '6cbac1cf184e4e44c655774e1d9da18ad447a46965da1cb8ae2def01d7686e0b',
  'hi.held-out44': '47e9314b536b6ddad1679e06155e30fb0d9866e1c059b1e8082fc43187de261a',
  'it.held-out45': 'd6ee868230efde1607ad8a1fccd118c91698be22abbf8c4ef78440edadcb6d63',
  'en.held-out45': '34f8e059c7a0d0ded4a9580668011daf9590ddafb4edd3a84cccd6a83715134d',
  'hi.held-out45': 'a80368de30aa73878fba253ad271ab14756cc9ee3e22148a52e3356481efc48b',
  'it.held-out46': '8de5d8b924fb12637f12e4439fc2334deb9e65d3c11fe17032111cb3bda8c9ac',
  'en.held-out46': '51f108c5d58673d8b4d873951d154418e546cbe69fa93b855d456203097389d9',
  'hi.held-out46': '27d36984e25cab204843f696ae6bf8cc3a6e09c3ecc3075a0327bef312279da5',
  'it.held-out47': 'e635f155d76782389229fd0d1c95dae849cd11c412f821d929258dd566a18b9d',
  'en.held-out47': '52cce5f97b760637b5e687bdb7a4ac19065bd54755b89f00fb6913fb4db6e4a0',
  'hi.held-out47': 'bc494dfb0e485f3d2be9dd0e162b24ccc7eba89c03759a1df9650cf0ba3e63a4',
  'it.held-out48': 'a4aef0793e7f912626fd361e28b9c31bca591166b2b73d525bada5b6e690efa3',
  'en.held-out48': '54114f439457cf18bda6ba400e29ea505fa2822c2b90a5ed19fa075ce5a13f6b',
  'hi.held-out48': '4197f140329da88679a565acaae557cba7297ed0be67e359a96a41917f6e5b4f',
  'it.held-out49': '11850924ae32012ba18c9deecbf0b6bc670abf2639e1c397b1001eb3e75ce184',
  'en.held-out49': '41c09edb8807047088165380abbbea1774ffb6e8bcc2565c83ee856e6e1fce50',
  'hi.held-out49': '505c3728eb154f58dd30dbf91a89330973fb82cfe1f6428cc50e603c11e476ff',
  'it.held-out50': 'c2a032e250e37572a9791691207dfdb2269a4ce6005eefa2f51fe2738a7bb95f',
  'en.held-out50': '530c621aebf85f6be4d083ca78b86058190e770721debcc0a47380e23466e3eb',
  'hi.held-out50': '90375ef5a6167ee843cd5b30e244012ea932fa06202ec04f9546d1bc525bdc22',
  'it.held-out51': '08622c9e98d05d3e7e646082a25029cc751bca227f219ea60cb56d6873edd6f5',
  'en.held-out51': '1bba829d02a03ad838592f4bd48a092d9bfd283c0bdbac6938e46e5f97d5c116',
  'hi.held-out51': '01d77c8a7e3eb6e5db7047870333c1c3b117fbc24357951983b65f7f90ddccef',
  'it.held-out52': '724c6c43ca6655ef192f257bea3c3e0268a6df55c48671099dab2e8a58c425a2',
  'en.held-out52': 'efa5e8c757194a3d320c6fdf4c7e1c4389b253547c73910f25bf724bab2abb39',
  'hi.held-out52': '326b5c97a1bff234bf662af0770764e26ca1484b2d2703acc5127ce062719cf5',
  'it.held-out53': 'a14a8db2fac6fdeddc606d49b90e8786e2e90df1f57255c3c9dd0ef407b5ea92',
  'en.held-out53': '79b7acbe02cd44a1ddccb127c088fdc5705b7842fcd3348242ae047de113f407',
  'hi.held-out53': 'dbcbba5a9ef6793d9f0b6b32d44931a8e32b2ad7506064370871d5e9aabb7596',
  'it.held-out54': 'e1245da711db38b3a97dc27aec4601bacad2a0e33bd1dc55170ce877d33bec1d',
  'en.held-out54': 'a7109514a5f30a5435a491375c4f85788ee741fc8ffd4173f852aa2672ccea98',
  'hi.held-out54': '994b67e02cd9e49da2c7c03ce63d08493200c443fb4e2fae941c539796f4553f',
  'it.held-out55': 'f09de4c9a3cd0ee01b4dc08499e3978c075546d6a3585cd942fde6420131b22a',
  'en.held-out55': 'f83e2beaf8cd7127f84164411c55fb0b750cbed4af94883e5a456336ff9eda93',
  'hi.held-out55': '4b394d7ac0c72dc1fda510e80631c1510bdad5bdfc4ef9e9a6ec50b719142965',
  'it.held-out56': '3c48d313b7183cb3d44af2c2bbc52aea5eaeb577584b658597521d37f7156114',
  'en.held-out56': 'a54b919fa82132d2cd3991cee3139cc4e83c87a7b81ee55a3fe47adcd2a9763a',
  'hi.held-out56': '9d200a569a3d6331235b285dbff6b41d7834a26de9c974a39ba3c6dad1eeab04',
};

const LEVEL_OF = new Map<string, string>([
  ...EMERGENCY_CATEGORIES.map((c) => [c, 'emergency'] as const),
  ...URGENT_CATEGORIES.map((c) => [c, 'urgent'] as const),
  ...ROUTINE_CATEGORIES.map((c) => [c, 'routine'] as const),
]);

describe('the triage corpus (tests/corpus/triage)', () => {
  it.each(LANGS.flatMap((lang) => CORPUS_FILES['held-out'].map((file) => [lang, file] as const)))(
    '%s: the held-out part (%s) is the one frozen before tuning',
    (lang, file) => {
      const digest = createHash('sha256')
        .update(readFileSync(corpusPath(lang, file)))
        .digest('hex');
      expect(digest).toBe(FROZEN[`${lang}.${file}`]);
    },
  );

  it.each(
    LANGS.flatMap((lang) => PARTS.flatMap((part) => CORPUS_FILES[part].map((f) => [lang, part, f] as const))),
  )('%s %s (%s): labelled consistently, every category with its sources', (lang, part, name) => {
    const file = corpusFile(lang, name);
    expect(file.language).toBe(lang);
    expect(file.part).toBe(part);
    for (const c of file.cases) {
      expect(LEVEL_OF.get(c.category), c.text).toBe(c.level);
      expect(['self', 'other', 'general'], c.text).toContain(c.who);
      // Never empty; a thumbs-up alone (two UTF-16 units) is a message people send, and held-out36 has one.
      expect(c.text.trim().length, c.text).toBeGreaterThan(0);
      expect(file.sources[c.category]?.length ?? 0, `sources for ${c.category}`).toBeGreaterThan(0);
    }
  });

  it('is large enough to measure: 1,000 messages, 300 held out, every emergency category in every language', () => {
    const all = [...corpus('tune'), ...corpus('held-out')];
    expect(all.length).toBeGreaterThanOrEqual(1000);
    expect(corpus('held-out').length).toBeGreaterThanOrEqual(300);
    for (const lang of LANGS)
      for (const category of EMERGENCY_CATEGORIES)
        expect(
          corpus('held-out', lang).filter((c) => c.category === category).length,
          `${lang} ${category}`,
        ).toBeGreaterThanOrEqual(4);
  });

  it('never holds the same message twice, within or across parts', () => {
    const seen = new Map<string, string>();
    for (const c of [...corpus('tune'), ...corpus('held-out')]) {
      const key = c.text.trim().toLowerCase();
      expect(seen.get(key), `${c.lang} ${c.part}: ${c.text}`).toBeUndefined();
      seen.set(key, `${c.lang} ${c.part}`);
    }
  });
});
