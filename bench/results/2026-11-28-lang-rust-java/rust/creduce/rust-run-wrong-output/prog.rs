use std::fmt;
      struct Point {
           x: isize,     y: isize, }
       struct Size {
           width: isize,     height: isize, }
       struct Rect {
           top_left: Point,     size: Size, }
       struct AsciiArt {
           width: usize,     height: usize,     fill: char,     lines: Vec<Vec<char> > ,     // This struct can be quite large so we'll disable copying: developers need
}
       fn AsciiArt(width: usize, height: usize, fill: char) -> AsciiArt {
          let lines = vec![vec!['.';
       width];
       height];
          AsciiArt {
     width: width, height: height, fill: fill, lines: lines}
       }
       impl AsciiArt {
           fn add_pt(&mut self, x: isize, y: isize) {
              if x >= 0 && x < self.width as isize {
                 if y >= 0 && y < self.height as isize {
                   let v = y as usize;
                    let h = x as usize;
                   let row = &mut self.lines[v];
                    row[h] = self.fill;
                }
             }
          }
       }
       impl fmt::Display for AsciiArt {
           fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
             let lines = self.lines.iter()                               .map(|line| line.iter().cloned().collect())                               .collect::<Vec<String>>();
             write!(f, "{}", lines.join("\n"))     }
       }
       trait Canvas {
           fn add_point(&mut self, shape: Point);
           fn add_rect(&mut self, shape: Rect);
       }
       impl Canvas for AsciiArt {
           fn add_point(&mut self, shape: Point) {
              self.add_pt(shape.x, shape.y);
          }
           fn add_rect(&mut self, shape: Rect) {
             for x in shape.top_left.x..shape.top_left.x + shape.size.width {
                 self.add_pt(x, shape.top_left.y);
             }
             for y in shape.top_left.y..shape.top_left.y + shape.size.height {
                 self.add_pt(shape.top_left.x, y);
                 self.add_pt(shape.top_left.x + shape.size.width - 1, y);
             }
          }
       }
       pub fn check_strs(actual: &str, expected: &str) -> bool {
           if actual != expected {
              println!("Found:\n{}\nbut expected\n{}", actual, expected);
              return false;
          }
           return true;
       }
        fn test_shapes() {
           let mut art = AsciiArt(4, 4, '*');
           art.add_rect(Rect {
     top_left: Point {
    x: 0, y: 0}
     , size: Size {
    width: 4, height: 4}
     }
      );
           art.add_point(Point {
     x: 2, y: 2}
      );
           assert!(check_strs(&art.to_string(), "****\n*..*\n*.**\n****"));
       }
        pub fn main() {
           test_shapes();
       }
