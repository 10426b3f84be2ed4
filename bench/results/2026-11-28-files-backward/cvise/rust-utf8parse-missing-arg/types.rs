pub enum Action {
                 InvalidSequence ,     EmitByte ,     SetByte1 ,     SetByte2 ,     SetByte2Top ,     SetByte3 ,     SetByte3Top ,     SetByte4 }
#[derive(Default, )]
pub enum State {
#[default]
    Ground ,     Tail3 ,     Tail2 ,     Tail1 ,     U3_2_e0 ,     U3_2_ed ,     Utf8_4_3_f0 ,     Utf8_4_3_f4 }
                impl State {
                 pub fn advance(self, byte: u8) -> (State, Action) {
                    match self {
                      StateGround => match byte {
                        x7f => (StateGround, Action::EmitByte),                 xdf => (State::Tail1, Action::SetByte2Top),                 0xe0 => (State::U3_2_e0, Action::SetByte3Top),                 xec => (State::Tail2, Action::SetByte3Top),                 0xed => (State::U3_2_ed, Action::SetByte3Top),                 xef => (State::Tail2, Action::SetByte3Top),                 0xf0 => (State::Utf8_4_3_f0, Action::SetByte4),                 xf3 => (State::Tail3, Action::SetByte4),                 0xf4 => (State::Utf8_4_3_f4, Action::SetByte4),                 _ => (StateGround, Action::InvalidSequence)}
         StateU3_2_e0 => match byte {
                        xbf => (State::Tail1, Action::SetByte2),                 _ => (State::Ground, Action::InvalidSequence)}
         StateU3_2_ed => match byte {
                        x9f => (State::Tail1, Action::SetByte2),                 _ => (State::Ground, Action::InvalidSequence)}
         StateUtf8_4_3_f0 => match byte {
                        xbf => (State::Tail2, Action::SetByte3),                 _ => (State::Ground, Action::InvalidSequence)}
         StateUtf8_4_3_f4 => match byte {
                        x8f => (State::Tail2, Action::SetByte3),                 _ => (State::Ground, Action::InvalidSequence)}
         StateTail3 => match byte {
                        xbf => (State::Tail2, Action::SetByte3),                 _ => (State::Ground, Action::InvalidSequence)}
         StateTail2 => match byte {
                        xbf => (State::Tail1, Action::SetByte2),                 _ => (State::Ground, Action::InvalidSequence)}
         StateTail1 => match byte {
                        xbf => (State::Ground, Action::SetByte1),                 _ => (State::Ground, Action::InvalidSequence)}
         }
                }
              }
